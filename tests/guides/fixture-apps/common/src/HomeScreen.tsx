import React, { Suspense, lazy, useState } from 'react';
import { Button, Image, Text, View } from 'react-native';
import type { NativeStackScreenProps } from '@react-navigation/native-stack';
import type { RootStackParamList } from './App';
import trailIllustration from './illustrations/trail.svg';

// Loaded on demand; configurations that keep chunks named `onboarding` local ship it inside the app.
const OnboardingTips = lazy(() => import(/* webpackChunkName: "onboarding" */ './onboarding/OnboardingTips'));

type Props = NativeStackScreenProps<RootStackParamList, 'Home'>;

export function HomeScreen({ navigation }: Props) {
  const [showTips, setShowTips] = useState(false);

  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
      <Image source={require('./assets/badge.png')} style={{ width: 16, height: 16 }} />
      <Text>Trail map: {String(trailIllustration).length > 0 ? 'ready' : 'missing'}</Text>
      <Button title="Weekly stats" onPress={() => navigation.navigate('Stats')} />
      <Button title="Tips" onPress={() => setShowTips(true)} />
      {showTips ? (
        <Suspense fallback={<Text>Loading tips…</Text>}>
          <OnboardingTips />
        </Suspense>
      ) : null}
    </View>
  );
}
