import AppFeature
import CaseStudiesCLI
import FactClient
import Foundation
import Testing

/// Log entries, every feature's actions and the app's state, round-trip through JSON, which
/// recording and replay rely on.
struct LogEntryCodingTests {
  @Test(arguments: [
    AppReducer.Action.effectsBasics(.incrementButtonTapped),
    .effectsBasics(.numberFactResponse(.success("1 is a good number."))),
    .effectsBasics(.numberFactResponse(.failure(FactClient.Failure("could not resolve host")))),
    .effectsBasics(.alert(.presented(.retryButtonTapped))),
    .refresh(.alert(.dismiss)),
    .refresh(.refresh),
    .refresh(.factResponse(.failure(FactClient.Failure("HTTP 503 from number-trivia.com")))),
    .effectsBasics(.decrementButtonTapped),
    .effectsBasics(.numberFactButtonTapped),
    .refresh(.incrementButtonTapped),
    .refresh(.decrementButtonTapped),
    .refresh(.cancelButtonTapped),
    .refresh(.factResponse(.success("2 is even."))),
    .timers(.startTimerButtonTapped),
    .timers(.stopTimerButtonTapped),
    .timers(.timerTick),
    .nthPrime(.countChanged(200)),
    .nthPrime(.incrementButtonTapped),
    .nthPrime(.decrementButtonTapped),
    .nthPrime(.nthPrimeButtonTapped),
    .nthPrime(.nthPrimeProgress(0.84)),
    .nthPrime(.nthPrimeResponse(1223)),
    .nthPrime(.cancelButtonTapped),
  ])
  func actionRoundTrips(action: AppReducer.Action) throws {
    let data = try JSONEncoder().encode(LogEntry(action: action))
    #expect(try JSONDecoder().decode(LogEntry.self, from: data) == LogEntry(action: action))
  }

  @Test func responsesEncodeSuccessOrFailureMessage() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let failure = try encoder.encode(
      LogEntry(action: .refresh(.factResponse(.failure(FactClient.Failure("offline"))))))
    #expect(
      String(decoding: failure, as: UTF8.self)
        == #"{"action":{"refresh":{"_0":{"factResponse":{"_0":{"failure":"offline"}}}}}}"#)
    let success = try encoder.encode(
      LogEntry(action: .effectsBasics(.numberFactResponse(.success("1 is one.")))))
    #expect(
      String(decoding: success, as: UTF8.self)
        == #"{"action":{"effectsBasics":{"_0":{"numberFactResponse":{"_0":{"success":"1 is one."}}}}}}"#
    )
  }

  @Test func unknownCaseIsADecodingError() {
    let json = Data(#"{"action":{"refresh":{"_0":{"explode":{}}}}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LogEntry.self, from: json)
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
