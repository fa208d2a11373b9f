/**
 * /admin/loan-products: the loan products with every figure (issue 17), a Create product and an
 * Edit dialog per product, activate or deactivate, and the history of changes (who, when, what),
 * kept like System Settings'. The public site's loan figures come from the products in force.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLoans, type LoanProductView } from '../../../adapters/client/loans-api.ts';
import { formatUsdMinor as formatUsd } from '../../format/money.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { Notice, dateTimeOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';
import { LoanProductDialog } from './LoanProductDialog.tsx';
import { changesText, percentOfBps, termsOfView } from './loan-product-text.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

export function LoanProductsPage() {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminData(() => adminLoans.products(), 'loan-products');
  const { notice, show } = useNotice(4000);
  const [editing, setEditing] = useState<LoanProductView | 'new' | null>(null);
  const saved = (message: string) => { setEditing(null); show(message); reload(); };
  const toggle = async (product: LoanProductView) => {
    try {
      await adminLoans.saveProduct(product.productId, { ...termsOfView(product), active: !product.active });
      show(product.active ? t('loanProducts.deactivated', { name: product.name }) : t('loanProducts.activated', { name: product.name }));
      reload();
    } catch (failure) {
      show(messageOf(failure), 'error');
    }
  };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div><h1>{t('loanProducts.title')}</h1><p>{t('loanProducts.lead')}</p></div>
        {acts && <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>{t('loanProducts.create')}</button>}
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <section className="card" aria-labelledby="products-heading">
        <h2 id="products-heading" className="card-title">{t('loanProducts.products')}</h2>
        {data && data.products.length === 0 ? <p className="empty-state">{t('loanProducts.none')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr>
                {(['name', 'principal', 'term', 'rate', 'lateFee', 'active', 'actions'] as const).map((key) => <th key={key} scope="col">{t(`loanProducts.columns.${key}`)}</th>)}
              </tr></thead>
              <tbody>{(data?.products ?? []).map((p) => (
                <tr key={p.productId}>
                  <td className="wrap-cell-narrow"><span translate="no">{p.name}</span><br /><span className="muted">{t(`loanProducts.kind.${p.kind}`)}</span></td>
                  <td className="nowrap">{formatUsd(p.minPrincipalMinor)}<br /><span className="muted">{t('loanProducts.upTo', { amount: formatUsd(p.maxPrincipalMinor) })}</span></td>
                  <td>{t('loanProducts.termRange', { from: p.minTerm, to: p.maxTerm })}<br /><span className="muted">{t('loanProducts.frequencyAndGrace', { frequency: t(`loanProducts.frequency.${p.frequency}`), grace: p.graceOnPrincipal })}</span></td>
                  <td>{percentOfBps(p.annualRateBps)}<br /><span className="muted">{t(`loanProducts.amortisation.${p.amortisation}`)}</span></td>
                  <td className="nowrap">{formatUsd(p.lateFeeMinor)}<br /><span className="muted">{t('loanProducts.afterDays', { days: p.toleranceDays })}</span></td>
                  <td><span className={p.active ? 'badge badge-ok' : 'badge'}>{p.active ? t('loanProducts.activeYes') : t('loanProducts.activeNo')}</span></td>
                  <td>
                    {acts && <div className="row-actions">
                      <button type="button" className="btn btn-outline btn-small" aria-label={t('loanProducts.edit', { name: p.name })} onClick={() => setEditing(p)}>{t('loanProducts.editShort')}</button>
                      <button type="button" className="btn btn-outline btn-small" aria-label={p.active ? t('loanProducts.deactivate', { name: p.name }) : t('loanProducts.activate', { name: p.name })} onClick={() => void toggle(p)}>
                        {p.active ? t('loanProducts.deactivateShort') : t('loanProducts.activateShort')}
                      </button>
                    </div>}
                  </td>
                </tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </section>
      {data && data.history.length > 0 && (
        <section className="card" aria-labelledby="product-history">
          <h2 id="product-history" className="card-title">{t('loanProducts.history')}</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('loanProducts.when')}</th><th scope="col">{t('loanProducts.who')}</th><th scope="col">{t('loanProducts.columns.name')}</th><th scope="col">{t('loanProducts.what')}</th></tr></thead>
              <tbody>{data.history.map((h, i) => (
                <tr key={`${h.productId}-${h.at}-${i}`}><td className="nowrap">{dateTimeOf(h.at)}</td><td translate="no">{h.byName}</td><td translate="no">{h.product.name}</td><td className="wrap-cell">{changesText(h.changes)}</td></tr>
              ))}</tbody>
            </table>
          </div>
        </section>
      )}
      {editing && <LoanProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </div>
  );
}
