import { RegisterView } from '../components/register-view';

/** /register — try the product now. */
export function RegisterPage() {
  return <RegisterView channel={null} />;
}
