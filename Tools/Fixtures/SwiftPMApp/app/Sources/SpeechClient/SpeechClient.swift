import ComposableArchitecture

@DependencyClient
public struct SpeechClient: Sendable {
  public var transcribe: @Sendable () async throws -> String
}

extension SpeechClient: TestDependencyKey {
  public static let testValue = SpeechClient()
}

extension DependencyValues {
  public var speech: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
