import './question-card.css';
import { useState } from 'react';
import { Button } from '@/components/button';
import { MARK_LABELS, answerOf, optionMark, togglePick } from './option-marks';
import { MULTIPLE_CHOICE, type QuizQuestion, type QuizVerdict } from './quiz-types';

type QuestionCardProps = {
  question: QuizQuestion;
  /** After the server's verdict: the options marked right and wrong, and nothing can be chosen. */
  verdict: QuizVerdict | null;
  /** No choice possible (an answer on its way, the time up). */
  disabled?: boolean;
  /** Single choice and true/false answer on the tap; multiple choice with 提交答案. */
  onAnswer: (answer: string) => void;
};

/**
 * One question with large options. Give it `key={question.id}` so a new question starts unpicked.
 */
export function QuestionCard({ question, verdict, disabled = false, onAnswer }: QuestionCardProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const multiple = question.type === MULTIPLE_CHOICE;
  const locked = disabled || verdict !== null;
  const choose = (key: string) => {
    if (locked) return;
    if (multiple) setPicked((p) => togglePick(p, key));
    else {
      setPicked([key]);
      onAnswer(key);
    }
  };
  return (
    <section className="quiz-card" aria-labelledby={`quiz-stem-${question.id}`}>
      <p className="quiz-card__type">{question.typeName}</p>
      <h2 id={`quiz-stem-${question.id}`} className="quiz-card__stem">
        {question.stem}
      </h2>
      <ul className="quiz-card__options" aria-label="选项">
        {question.options.map((o) => {
          const mark = optionMark(o.key, picked, verdict);
          return (
            <li key={o.key}>
              <button
                type="button"
                className={`quiz-option quiz-option--${mark}`}
                aria-pressed={multiple ? picked.includes(o.key) : undefined}
                disabled={locked}
                onClick={() => choose(o.key)}
              >
                <span className="quiz-option__key" aria-hidden="true">
                  {o.key}
                </span>
                <span className="quiz-option__text">
                  <span className="quiz-sr-only">{o.key}. </span>
                  {o.text}
                  {MARK_LABELS[mark] ? (
                    <span className="quiz-option__mark">{MARK_LABELS[mark]}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {multiple && !verdict ? (
        <Button
          color="primary"
          block
          size="large"
          disabled={locked || picked.length === 0}
          onClick={() => onAnswer(answerOf(picked))}
        >
          提交答案
        </Button>
      ) : null}
    </section>
  );
}
