import { Avatar } from '@/components/avatar';
import type { QaExpert } from '@/contracts/api/qa';

/** An expert's avatar, name, title and firm. */
export function ExpertLine({ expert }: { expert: QaExpert }) {
  return (
    <div className="qa-expert">
      <Avatar src={expert.avatar} size={36} />
      <div>
        <div className="qa-expert__name">
          {expert.name}
          <span className="qa-expert__title" style={{ marginLeft: 8 }}>
            {expert.title}
          </span>
        </div>
        {expert.company ? <div className="qa-expert__title">{expert.company}</div> : null}
      </div>
    </div>
  );
}
