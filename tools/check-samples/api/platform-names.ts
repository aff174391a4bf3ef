import type { Dialect } from '../src/sourceText';

/**
 * Names Kotlin and Swift samples may use besides the XMTP SDK's API: the
 * languages' standard libraries and the platform and library APIs the samples
 * call, grouped by where they come from. Add a name here only when it is one
 * of those, never an XMTP name: XMTP names come from api/*.json, and the
 * reader's own objects are named in the sample's `context` key.
 */
const KOTLIN: Record<string, string[]> = {
  'Kotlin standard library': [
    'Any', 'Boolean', 'ByteArray', 'Double', 'Exception', 'List', 'Long', 'Map', 'String',
    'also', 'apply', 'associate', 'containsKey', 'filter', 'filterValues', 'forEach', 'ifEmpty',
    'lastOrNull', 'let', 'map', 'orEmpty', 'put', 'readBytes', 'toByteArray', 'toString',
  ],
  'kotlinx.coroutines': ['Dispatchers', 'IO', 'cancel', 'collect', 'launch'],
  'Java (java.net, java.security, java.util, java.lang)': [
    'Date', 'HttpURLConnection', 'SecureRandom', 'System', 'URL',
    'currentTimeMillis', 'nextBytes', 'openConnection', 'setRequestProperty',
  ],
  'org.json': ['JSONObject', 'getDouble'],
  'Android (android.util, android.graphics, android.net, android.content, android.widget, BuildConfig)': [
    'Base64', 'BitmapFactory', 'BuildConfig', 'DEBUG', 'Log', 'NO_WRAP', 'Uri',
    'd', 'decodeByteArray', 'edit', 'encodeToString', 'getString', 'i', 'openInputStream', 'putString', 'setImageBitmap',
  ],
  'AndroidX Security (androidx.security.crypto)': [
    'AES256_GCM', 'AES256_SIV', 'EncryptedSharedPreferences', 'KeyScheme', 'MasterKey',
    'PrefKeyEncryptionScheme', 'PrefValueEncryptionScheme', 'setKeyScheme',
  ],
  'Protocol Buffers runtime (com.google.protobuf)': ['ByteString', 'build', 'copyFrom', 'copyFromUtf8', 'toStringUtf8'],
  'Firebase Cloud Messaging (com.google.firebase.messaging)': [
    'FirebaseMessaging', 'FirebaseMessagingService', 'RemoteMessage', 'addOnSuccessListener', 'getInstance',
  ],
};

const SWIFT: Record<string, string[]> = {
  'Swift standard library and concurrency': [
    'Any', 'Bool', 'Codable', 'Dictionary', 'Double', 'Error', 'Int', 'Int64', 'Set', 'String', 'Task', 'UInt8',
    'append', 'cancel', 'contains', 'filter', 'forEach', 'joined', 'last',
  ],
  'Swift compiler conditions': ['DEBUG'],
  Foundation: [
    'Data', 'Date', 'HTTPURLResponse', 'JSONDecoder', 'JSONEncoder', 'NSError', 'NSOSStatusErrorDomain',
    'URL', 'URLError', 'URLRequest', 'URLSession', 'addingTimeInterval', 'setValue', 'upload',
  ],
  'Security (Keychain, random bytes)': ['CFDictionary', 'CFTypeRef', 'SecItemAdd', 'SecItemCopyMatching', 'SecRandomCopyBytes'],
  UIKit: ['UIApplication', 'UIImage'],
  SwiftUI: ['Image', 'Label', 'View', 'resizable', 'scaledToFit'],
  'Swift Package Manager (Package.swift)': ['package'],
};

export const PLATFORM_NAMES: Record<Dialect, ReadonlySet<string>> = {
  kotlin: new Set(Object.values(KOTLIN).flat()),
  swift: new Set(Object.values(SWIFT).flat()),
};
