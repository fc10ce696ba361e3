import { ReflectView } from '../components/reflect-view';

/** 查看收益 (/questionnaire/reflect): red-packet balance, withdrawal and records. */
export function QuestionnaireReflectPage() {
  return <ReflectView />;
}
