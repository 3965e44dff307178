import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './rootReducer';
import type { StoreExtra } from './session/tabSync';

export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;
/** A thunk of this app: `extra` carries the session's per-store collaborators (lib/session). */
export type AppThunk<R = Promise<void>> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
