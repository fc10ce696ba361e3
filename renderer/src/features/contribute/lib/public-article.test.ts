import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_STATUS as S } from '@/contracts/api/contribute';
import { publicArticleOf, publicArticlePath } from './public-article';

describe('publicArticleOf', () => {
  it('links a published work to the personal article readers like', () => {
    expect(publicArticleOf({ status: S.PUBLISHED, articleId: 812 })).toBe(
      '/v2/article/personal/812',
    );
    expect(publicArticlePath(5)).toBe('/v2/article/personal/5');
  });

  it('has no link before publication or once the work is offline', () => {
    expect(publicArticleOf({ status: S.REVIEWING, articleId: null })).toBeNull();
    expect(publicArticleOf({ status: S.OFFLINE, articleId: null })).toBeNull();
    // A stale answer with an id but an offline status still gets none.
    expect(publicArticleOf({ status: S.OFFLINE, articleId: 812 })).toBeNull();
  });
});
