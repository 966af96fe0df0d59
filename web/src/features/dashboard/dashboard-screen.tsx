import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { failedOffline, storePass } from '../../offline/member-copy';
import { MemberCopyFallback } from '../../offline/member-copy-fallback';
import { AccountSetupModal } from './account-setup-modal';
import { ParkingPassCard, validUntilLine } from './parking-pass-card';
import { PointsCard } from './points-card';
import './dashboard.css';

// The dashboard's overview (issue 10): who is signed in and their points; the dashboard layout's menu
// leads to each part of the account. The parking code shown is kept on this device (issue 24, offline/
// member-copy.ts), and shown from there when the overview cannot load for want of a network.

export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation();
  const lang = useLang();
  const [{ data, error, fetching }] = useDashboardPageQuery({ variables: { lang } });
  usePageTitle(t('head.title'));
  useEffect(() => {
    if (!data?.viewer) return;
    const pass = data.parkingPass;
    const dateFormat = data.mall.dateFormat ?? null;
    const timeFormat = data.mall.timeFormat ?? null;
    void storePass(data.viewer.id, pass ? { code: pass.code, qrSvg: pass.qrSvg, validUntil: validUntilLine(t, pass, dateFormat, timeFormat, lang), lang } : null);
  }, [data, t, lang]);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.viewer) {
    const failure = new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
    if (error && failedOffline(error)) return <MemberCopyFallback lang={lang} error={failure} />;
    throw failure;
  }

  return (
    <div className="dashboard-overview" data-testid="dashboard-overview">
      <div className="dashboard-overview__who">
        {data.profile.picture && <img className="dashboard-overview__avatar" src={data.profile.picture} alt={t('picture')} width={72} height={72} data-testid="dashboard-avatar" />}
        <h1>{t('greeting', { name: data.viewer.displayName })}</h1>
      </div>
      <p className="dashboard-overview__email">{t('signedInAs', { email: data.viewer.email })}</p>
      <div className="dashboard-overview__cards">
        <PointsCard points={data.myPoints} tier={data.myTier} dateFormat={data.mall.dateFormat ?? null} />
        {data.parkingPass && <ParkingPassCard pass={data.parkingPass} dateFormat={data.mall.dateFormat ?? null} timeFormat={data.mall.timeFormat ?? null} />}
      </div>
      <AccountSetupModal missing={data.profile.setupMissing} />
    </div>
  );
}

export default DashboardScreen;
