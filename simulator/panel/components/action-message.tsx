/** The outcome of the last action of a section (error in red, success in green). */
export function ActionMessage({
  message,
}: {
  message: { kind: 'error' | 'ok'; text: string } | null;
}) {
  if (!message) return null;
  return (
    <p
      className={`message message-${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
