import ComposableArchitecture
import Speech

extension SpeechClient: DependencyKey {
  public static let liveValue = SpeechClient(
    transcribe: {
      let recognizer = Recognizer()
      return try await recognizer.transcribe()
    }
  )
}

private actor Recognizer {
  let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))

  func transcribe() async throws -> String {
    guard let recognizer, recognizer.isAvailable else { return "" }
    return ""
  }
}
