import React, { Suspense, lazy } from 'react';
import { ActivityIndicator } from 'react-native';

// The navigation screen whose code lives in its own `stats` chunk.
const StatsScreen = lazy(() => import(/* webpackChunkName: "stats" */ './StatsScreen'));

export function LazyStatsScreen() {
  return (
    <Suspense fallback={<ActivityIndicator />}>
      <StatsScreen />
    </Suspense>
  );
}
