/** A phone as the panel's card shows it. */
import type { PhoneSummary } from '../host-contract';
import type { RecordingStatus } from '../host-contract/recording';
import type { MirrorStatus } from '../host-contract/mirror';
import type { HostPhone } from './host-adapter';

export async function summarize(
  id: string,
  phone: HostPhone,
  sessions: { recording: RecordingStatus | null; mirror: MirrorStatus | null } = {
    recording: null,
    mirror: null,
  },
): Promise<PhoneSummary> {
  const { profile, mode, network } = phone.config;
  const native = phone.native();
  return {
    id,
    deviceId: profile.id,
    deviceName: profile.name,
    platform: profile.platform,
    mode,
    network,
    url: phone.closed ? '' : phone.url(),
    title: await phone.title().catch(() => ''),
    account: native?.account() ?? null,
    defaultNativePhone: native?.defaultPhone() ?? null,
    sheet: native?.sheet() ?? phone.payments?.()?.sheet() ?? null,
    closed: phone.closed,
    bridge: phone.config.bridge?.protocol ?? 'tax',
    ...(phone.shell ? { system: phone.shell().state() } : {}),
    ...sessions,
  };
}
