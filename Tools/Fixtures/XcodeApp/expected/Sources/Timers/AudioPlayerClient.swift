import ComposableArchitecture

@DependencyClient
struct AudioPlayerClient: Sendable {
  var play: @Sendable () async -> Void
}

extension AudioPlayerClient: TestDependencyKey {
  static let testValue = AudioPlayerClient()
}

extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}
