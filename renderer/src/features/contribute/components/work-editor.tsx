import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { Dialog } from 'antd-mobile';
import { WORK_MESSAGES } from '@/contracts/api/contribute-fields';
import { Button } from '@/components/button';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess, showToast } from '@/lib/toast';
import { loadEditorStart, serverAnswers, type LoadedStart } from '../api/editor-start';
import { useWorkEditor } from '../hooks/use-work-editor';
import type { AutosaveState } from '../lib/autosave';
import { watchReconnect } from '../lib/reconnect';
import type { WorkKind } from '../lib/work-form';
import { hasPendingMarks } from '../lib/pending-marks';
import { ContestField } from './contest-field';
import { RichTextEditor } from './rich-text-editor';
import {
  AgreementField,
  CategoryField,
  CoverField,
  FieldError,
  SourceField,
  SummaryField,
  TagsField,
  TitleField,
} from './work-fields';
import './contribute.css';
import './work-editor.css';

const TEXT = {
  contribute: {
    title: '投稿',
    base: '/contribute/add',
    done: '/delivery',
    submit: '提交审核',
    success: '提交成功，请等待审核',
    login: '登录后投稿',
  },
  material: {
    title: '写文章',
    base: '/material/add',
    done: '/material',
    submit: '发布文章',
    success: '发布成功',
    login: '登录后写文章',
  },
} as const;

/** How often an editor opened offline asks whether the server answers again (besides the 'online' event). */
const RECONNECT_MS = 10_000;

/** Where the draft stands, in a few words. */
function saveStatus(
  s: AutosaveState | null,
  syncError: string | null,
  live: boolean,
  offline: boolean,
): string {
  if (offline)
    return s?.localFailed ? '本机无法保存草稿，请保持网络连接' : '离线编辑中，修改已保存在本机';
  if (!s) return '';
  if (live && s.unsynced) return '修改已保存在本机，点击“发布文章”后更新线上文章';
  if (s.server === 'conflict') return WORK_MESSAGES.conflict;
  if (s.saving) return '保存中…';
  if (s.localFailed) return '本机无法保存草稿，请保持网络连接';
  if (s.server === 'failed') return `${syncError ?? '保存失败'}；草稿已保存在本机，稍后自动重试`;
  if (s.unsynced && s.server === 'not-ready')
    return '草稿已保存在本机；填好标题、分类和20字以上正文后同步到草稿箱';
  if (s.serverSavedAt !== null)
    return s.unsynced
      ? `已自动保存 ${formatDate(s.serverSavedAt, 'HH:mm')}，新的修改已保存在本机`
      : `已自动保存 ${formatDate(s.serverSavedAt, 'HH:mm')}`;
  return s.unsynced ? '草稿已保存在本机' : '';
}

/** ?contest= of /essay's 立即投稿: a positive id, else none. */
function contestParam(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A new work got its id from its first server save: the address bar shows it, so a reload or a
 * crash reopens this work. The router is not told: the shell remounts a page on every navigation
 * (even a replace), which would drop the caret and the keyboard mid-sentence. The router's own
 * history entry state is kept, so back still works.
 */
function showIdInUrl(id: number): void {
  const path = window.location.pathname.replace(/\/$/, '');
  if (/\/add$/.test(path))
    window.history.replaceState(window.history.state, '', `${path}/${id}${window.location.search}`);
}

/**
 * The phone article editor, for a contribution (/contribute/add/:id?) and for my own article
 * (/material/add/:id?): the same fields, checks and draft safety; only the agreement and where the
 * work goes differ.
 */
export function WorkEditorPage({ kind }: { kind: WorkKind }) {
  const text = TEXT[kind];
  return (
    <PageFrame title={text.title}>
      <LoginRequired reason={text.login}>
        <EditorLoader kind={kind} />
      </LoginRequired>
    </PageFrame>
  );
}

function EditorLoader({ kind }: { kind: WorkKind }) {
  const raw = useParams().id;
  const routeId = raw === undefined ? null : Number(raw);
  const contestId = contestParam(useSearchParams()[0].get('contest'));
  // Counts the server answering again after an offline start: the editor then opens anew from it.
  const [back, setBack] = useState(0);
  const resuming = useRef(false);
  const start = useRequest(
    () => {
      if (routeId !== null && !(Number.isInteger(routeId) && routeId > 0))
        return Promise.reject(new Error('编号须为正整数'));
      const resumed = resuming.current;
      resuming.current = false;
      return loadEditorStart(kind, routeId, contestId).then((s) =>
        resumed && !s.offline ? { ...s, resumed } : s,
      );
    },
    `${raw ?? 'new'}:${contestId ?? ''}:${back}`,
  );
  const onServerBack = () => {
    // The offline editor unmounts meanwhile, keeping its last change on the phone for the new one.
    resuming.current = true;
    setBack((n) => n + 1);
  };
  if (start.error) return <LoadFailure error={start.error} onRetry={start.reload} />;
  if (!start.data) return <PageLoading />;
  if (start.data.server && !start.data.server.editable) {
    return (
      <div className="work-editor contribute-colors">
        <p className="work-banner work-banner--info" role="status">
          {start.data.server.lockedReason}
        </p>
        <Link className="work-toolbar__write" to="/delivery">
          去作品管理
        </Link>
      </div>
    );
  }
  return (
    <Editor
      key={start.data.offline ? 'offline' : (start.data.server?.version ?? 'new')}
      kind={kind}
      start={start.data}
      onCreated={showIdInUrl}
      onReload={start.reload}
      onServerBack={onServerBack}
    />
  );
}

type EditorProps = {
  kind: WorkKind;
  start: LoadedStart;
  onCreated: (id: number) => void;
  onReload: () => void;
  onServerBack: () => void;
};

function Editor({ kind, start, onCreated, onReload, onServerBack }: EditorProps) {
  const text = TEXT[kind];
  const navigate = useNavigate();
  const {
    form,
    errors,
    update,
    asking,
    resolveRestore,
    saveState,
    syncError,
    submitting,
    submit,
    unsynced,
    imageDraft,
    imageStore,
  } = useWorkEditor(kind, start, onCreated);
  const fields = { form, errors, update };

  // Closing or reloading the tab: the browser's own prompt (the local copy is kept either way).
  useEffect(() => {
    const guard = (e: BeforeUnloadEvent) => {
      if (!unsynced.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [unsynced]);

  // Opened from the phone's copy: once the server answers (the 'online' event, or a retry), open from it.
  const serverBack = useRef(onServerBack);
  serverBack.current = onServerBack;
  const offline = Boolean(start.offline);
  useEffect(
    () =>
      offline ? watchReconnect(serverAnswers, () => serverBack.current(), RECONNECT_MS) : undefined,
    [offline],
  );

  const [pendingImages, setPendingImages] = useState(0);
  const onSubmit = async () => {
    // The body would go without the pictures still on their way (or failed): the writer decides first.
    if (pendingImages > 0 || hasPendingMarks(form.contentHtml)) {
      showToast('还有图片未上传完成：请稍候，或重试、移除上传失败的图片');
      return;
    }
    if (!(await submit())) return;
    showSuccess(
      start.server?.revising ? '修改稿已提交，审核通过前读者看到的仍是已发布的版本' : text.success,
    );
    void navigate(text.done, { replace: true });
  };

  const status = saveStatus(saveState, syncError, start.server?.live ?? false, offline);
  const conflict = saveState?.server === 'conflict';
  return (
    <form
      className="work-editor contribute-colors"
      aria-label={text.title}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <p
        className={`work-save-status${conflict ? ' work-save-status--alert' : ''}`}
        role="status"
        aria-live="polite"
      >
        {status}
        {conflict ? (
          <Button size="mini" color="primary" fill="outline" onClick={onReload}>
            重新载入
          </Button>
        ) : null}
      </p>
      {offline ? (
        <p className="work-banner work-banner--info" role="note">
          网络不可用：已打开本机保存的草稿，修改会继续保存在本机，恢复网络后自动保存到服务器
        </p>
      ) : null}
      {start.server?.rejection ? (
        <p className="work-banner work-banner--danger" role="note">
          {start.server.rejection}
        </p>
      ) : null}
      {start.server?.revising ? (
        <p className="work-banner work-banner--info" role="note">
          这篇作品已发布：修改将作为修改稿提交审核，通过前读者看到的仍是已发布的版本
        </p>
      ) : null}
      {kind === 'contribute' ? (
        <ContestField form={form} update={update} entered={start.server?.enteredContest ?? null} />
      ) : null}
      <TitleField {...fields} />
      <CategoryField {...fields} />
      <TagsField {...fields} />
      <div className="work-field">
        <span className="work-field__label" id="work-body-label">
          正文
        </span>
        <RichTextEditor
          value={form.contentHtml}
          onChange={(html) => update('contentHtml', html)}
          sanitize={start.sanitize}
          invalid={Boolean(errors.contentHtml)}
          describedBy={errors.contentHtml ? 'work-body-error' : undefined}
          onPendingChange={setPendingImages}
          pendingStore={imageStore}
          draftKey={imageDraft}
        />
        <FieldError id="work-body-error" message={errors.contentHtml} />
      </div>
      <SummaryField {...fields} />
      <CoverField {...fields} />
      <SourceField {...fields} />
      {kind === 'contribute' ? <AgreementField {...fields} /> : null}
      <div className="work-editor__footer">
        <Button block color="primary" loading={submitting} onClick={() => void onSubmit()}>
          {submitting ? '提交中…' : start.server?.revising ? '提交修改稿' : text.submit}
        </Button>
      </div>
      <Dialog
        visible={asking !== null}
        title="发现未保存的内容"
        content={
          asking
            ? `本机有一份 ${formatDate(asking.savedAt, 'MM-DD HH:mm')} 的内容与服务器上的版本不同，是否恢复？`
            : ''
        }
        actions={[
          [
            { key: 'server', text: '使用服务器版本', onClick: () => resolveRestore(false) },
            {
              key: 'restore',
              text: '恢复本机内容',
              bold: true,
              onClick: () => resolveRestore(true),
            },
          ],
        ]}
      />
      {saveState?.unsynced ? <LeaveGuard unsynced={unsynced} /> : null}
    </form>
  );
}

/**
 * Leaving inside the app with changes the server does not have yet asks first. Mounted only while
 * there are such changes: the router runs one blocker at a time (the route guard has the other).
 */
function LeaveGuard({ unsynced }: { unsynced: { current: boolean } }) {
  const section = (path: string) => path.split('/').slice(0, 3).join('/');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsynced.current && section(currentLocation.pathname) !== section(nextLocation.pathname),
  );
  return (
    <Dialog
      visible={blocker.state === 'blocked'}
      title="内容尚未保存"
      content="内容尚未同步到服务器（已保存在本机），确定离开吗？"
      actions={[
        [
          { key: 'stay', text: '继续编辑', onClick: () => blocker.reset?.() },
          { key: 'leave', text: '离开', danger: true, onClick: () => blocker.proceed?.() },
        ],
      ]}
    />
  );
}
