/** A red-packet ledger line as the exam area reads it: money out (withdrawal) or in, and from what. */
export type RedPacketRecord = {
  type: 'withdrawal' | 'income';
  /** Where income came from; ignored for withdrawals. */
  source?: 'invite' | 'answer';
};

export const RED_PACKET_LABELS = {
  withdrawal: '红包提现',
  invite: '邀请红包',
  answer: '答题红包',
} as const;

/** Spec §4: withdrawal is 红包提现; otherwise 邀请红包 for invitations, else 答题红包. */
export function redPacketLabel(record: RedPacketRecord): string {
  if (record.type === 'withdrawal') return RED_PACKET_LABELS.withdrawal;
  return record.source === 'invite' ? RED_PACKET_LABELS.invite : RED_PACKET_LABELS.answer;
}
