import AppFeature
import FactClient
import Foundation
import Testing

/// Actions and states round-trip through JSON, which recording and replay rely on.
struct ActionCodingTests {
  @Test(arguments: [
    AppReducer.Action.effectsBasics(.incrementButtonTapped),
    .effectsBasics(.numberFactResponse(.success("1 is a good number."))),
    .effectsBasics(.numberFactResponse(.failure(FactClient.Failure("could not resolve host")))),
    .effectsBasics(.alert(.presented(.retryButtonTapped))),
    .refresh(.alert(.dismiss)),
    .refresh(.refresh),
    .refresh(.factResponse(.failure(FactClient.Failure("HTTP 503 from number-trivia.com")))),
    .timers(.timerTick),
    .nthPrime(.countChanged(200)),
    .nthPrime(.nthPrimeProgress(0.84)),
  ])
  func actionRoundTrips(action: AppReducer.Action) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(AppReducer.Action.self, from: data) == action)
  }

  @Test func responsesEncodeSuccessOrFailureMessage() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let failure = try encoder.encode(
      AppReducer.Action.refresh(.factResponse(.failure(FactClient.Failure("offline")))))
    #expect(
      String(decoding: failure, as: UTF8.self)
        == #"{"refresh":{"_0":{"factResponse":{"failure":"offline"}}}}"#)
  }

  @Test func unknownCaseIsADecodingError() {
    let json = Data(#"{"refresh":{"_0":{"explode":{}}}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppReducer.Action.self, from: json)
    }
  }

  @Test func stateRoundTrips() throws {
    let state = AppReducer.State(
      effectsBasics: .init(
        count: 3,
        alert: .factRequestFailed(
          FactClient.Failure("offline"), about: 3, retry: .retryButtonTapped)
      ),
      nthPrime: .init(count: 200, nthPrimeProgress: 0.5, numberFact: "x"))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(AppReducer.State.self, from: data) == state)
  }
}
