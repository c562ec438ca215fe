import { AppRegistry, Platform } from 'react-native';
import { ChunkManager } from '@callstack/repack/client';
import App from './src/App';
import { name as appName } from './app.json';

ChunkManager.configure({
  resolveRemoteChunk: async (chunkId) => ({
    url: `https://chunks.trail-log.test/${Platform.OS}/${chunkId}`,
  }),
});

AppRegistry.registerComponent(appName, () => App);
