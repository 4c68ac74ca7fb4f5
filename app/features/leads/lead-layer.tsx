import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { leadModalClosed } from "../../store/slices/lead-slice";
import { utmCaptured } from "../../store/slices/marketing-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { LeadModal } from "./lead-modal";

/**
 * Mounted once in the root: captures UTM parameters of every page the visitor lands on (last-touch, kept in
 * the persisted `marketing` slice and attached to every lead) and holds the lead modal.
 */
export function LeadLayer() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();

  const rehydrated = useAppSelector(selectIsRehydrated);

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

  return <LeadModal />;
}
