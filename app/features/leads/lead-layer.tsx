import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { leadModalClosed, selectLead } from "../../store/slices/lead-slice";
import { utmCaptured } from "../../store/slices/marketing-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { LazyLeadModal } from "./lead-modal-loader";

/**
 * Mounted once in the root: captures UTM parameters of every page the visitor lands on (last-touch, kept in
 * the persisted `marketing` slice and attached to every lead) and holds the lead modal.
 */
export function LeadLayer() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();

  const rehydrated = useAppSelector(selectIsRehydrated);
  // The modal's code is fetched the first time it is asked for and then stays mounted (its closing animation,
  // the focus return) for the rest of the visit.
  const asked = useAppSelector(selectLead).leadModalIsShowed;
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);

  useEffect(() => {
    dispatch(utmCaptured(search));
  }, [dispatch, search]);

  useEffect(() => {
    // Once more when the stored slices are back: redux-remember writes only on an action that comes after
    // it has subscribed (a task after REMEMBER_REHYDRATED), and the campaign must be kept even if the
    // visitor does nothing else on the landing page.
    if (!rehydrated) return;
    const timer = setTimeout(() => dispatch(utmCaptured(window.location.search)), 0);
    return () => clearTimeout(timer);
  }, [dispatch, rehydrated]);

  useEffect(() => {
    // Following a link (e.g. «Изменить в калькуляторе») leaves the dialog behind.
    if (pathname) dispatch(leadModalClosed());
  }, [dispatch, pathname]);

  return mounted ? (
    <Suspense fallback={null}>
      <LazyLeadModal />
    </Suspense>
  ) : null;
}
