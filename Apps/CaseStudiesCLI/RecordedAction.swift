import AppFeature
import ComposableCore
import EffectsBasicsFeature
import FactClient
import NthPrimeFeature
import RefreshFeature
import TimerFeature

/// An app action as a recording writes it, in the JSON that Swift synthesizes for an enum:
/// `{"effectsBasics": {"_0": {"incrementButtonTapped": {}}}}`.
///
/// The features' actions are not `Codable`: a fact response is a `Result`, as TCA's case studies
/// write it. Recording and replay are this app's concern, so their coding lives here, in one
/// place, for every feature alike.
struct RecordedAction: Codable, Equatable {
  var action: AppReducer.Action

  init(_ action: AppReducer.Action) {
    self.action = action
  }

  func encode(to encoder: any Encoder) throws {
    var cases = CaseEncoder(encoder)
    switch action {
    case let .effectsBasics(action): try cases.encode("effectsBasics", EffectsBasicsCoding(action))
    case let .refresh(action): try cases.encode("refresh", RefreshCoding(action))
    case let .timers(action): try cases.encode("timers", TimersCoding(action))
    case let .nthPrime(action): try cases.encode("nthPrime", NthPrimeCoding(action))
    }
  }

  init(from decoder: any Decoder) throws {
    let cases = try CaseDecoder(decoder)
    switch cases.name {
    case "effectsBasics": action = .effectsBasics(try cases.decode(EffectsBasicsCoding.self).action)
    case "refresh": action = .refresh(try cases.decode(RefreshCoding.self).action)
    case "timers": action = .timers(try cases.decode(TimersCoding.self).action)
    case "nthPrime": action = .nthPrime(try cases.decode(NthPrimeCoding.self).action)
    default: throw cases.unknownCase()
    }
  }
}

private struct EffectsBasicsCoding: Codable {
  var action: EffectsBasics.Action
  init(_ action: EffectsBasics.Action) { self.action = action }

  func encode(to encoder: any Encoder) throws {
    var cases = CaseEncoder(encoder)
    switch action {
    case let .alert(alert): try cases.encode("alert", alert)
    case .decrementButtonTapped: try cases.encode("decrementButtonTapped")
    case .incrementButtonTapped: try cases.encode("incrementButtonTapped")
    case .numberFactButtonTapped: try cases.encode("numberFactButtonTapped")
    case let .numberFactResponse(result): try cases.encode("numberFactResponse", FactCoding(result))
    }
  }

  init(from decoder: any Decoder) throws {
    let cases = try CaseDecoder(decoder)
    switch cases.name {
    case "alert":
      action = .alert(try cases.decode(PresentationAction<EffectsBasics.Action.Alert>.self))
    case "decrementButtonTapped": action = .decrementButtonTapped
    case "incrementButtonTapped": action = .incrementButtonTapped
    case "numberFactButtonTapped": action = .numberFactButtonTapped
    case "numberFactResponse":
      action = .numberFactResponse(try cases.decode(FactCoding.self).result)
    default: throw cases.unknownCase()
    }
  }
}

private struct RefreshCoding: Codable {
  var action: Refresh.Action
  init(_ action: Refresh.Action) { self.action = action }

  func encode(to encoder: any Encoder) throws {
    var cases = CaseEncoder(encoder)
    switch action {
    case let .alert(alert): try cases.encode("alert", alert)
    case .cancelButtonTapped: try cases.encode("cancelButtonTapped")
    case .decrementButtonTapped: try cases.encode("decrementButtonTapped")
    case .incrementButtonTapped: try cases.encode("incrementButtonTapped")
    case .refresh: try cases.encode("refresh")
    case let .factResponse(result): try cases.encode("factResponse", FactCoding(result))
    }
  }

  init(from decoder: any Decoder) throws {
    let cases = try CaseDecoder(decoder)
    switch cases.name {
    case "alert": action = .alert(try cases.decode(PresentationAction<Refresh.Action.Alert>.self))
    case "cancelButtonTapped": action = .cancelButtonTapped
    case "decrementButtonTapped": action = .decrementButtonTapped
    case "incrementButtonTapped": action = .incrementButtonTapped
    case "refresh": action = .refresh
    case "factResponse": action = .factResponse(try cases.decode(FactCoding.self).result)
    default: throw cases.unknownCase()
    }
  }
}

private struct TimersCoding: Codable {
  var action: Timers.Action
  init(_ action: Timers.Action) { self.action = action }

  func encode(to encoder: any Encoder) throws {
    var cases = CaseEncoder(encoder)
    switch action {
    case .startTimerButtonTapped: try cases.encode("startTimerButtonTapped")
    case .stopTimerButtonTapped: try cases.encode("stopTimerButtonTapped")
    case .timerTick: try cases.encode("timerTick")
    }
  }

  init(from decoder: any Decoder) throws {
    let cases = try CaseDecoder(decoder)
    switch cases.name {
    case "startTimerButtonTapped": action = .startTimerButtonTapped
    case "stopTimerButtonTapped": action = .stopTimerButtonTapped
    case "timerTick": action = .timerTick
    default: throw cases.unknownCase()
    }
  }
}

private struct NthPrimeCoding: Codable {
  var action: NthPrime.Action
  init(_ action: NthPrime.Action) { self.action = action }

  func encode(to encoder: any Encoder) throws {
    var cases = CaseEncoder(encoder)
    switch action {
    case let .countChanged(count): try cases.encode("countChanged", count)
    case .decrementButtonTapped: try cases.encode("decrementButtonTapped")
    case .incrementButtonTapped: try cases.encode("incrementButtonTapped")
    case .nthPrimeButtonTapped: try cases.encode("nthPrimeButtonTapped")
    case let .nthPrimeProgress(progress): try cases.encode("nthPrimeProgress", progress)
    case let .nthPrimeResponse(prime): try cases.encode("nthPrimeResponse", prime)
    case .cancelButtonTapped: try cases.encode("cancelButtonTapped")
    }
  }

  init(from decoder: any Decoder) throws {
    let cases = try CaseDecoder(decoder)
    switch cases.name {
    case "countChanged": action = .countChanged(try cases.decode(Int.self))
    case "decrementButtonTapped": action = .decrementButtonTapped
    case "incrementButtonTapped": action = .incrementButtonTapped
    case "nthPrimeButtonTapped": action = .nthPrimeButtonTapped
    case "nthPrimeProgress": action = .nthPrimeProgress(try cases.decode(Double.self))
    case "nthPrimeResponse": action = .nthPrimeResponse(try cases.decode(Int.self))
    case "cancelButtonTapped": action = .cancelButtonTapped
    default: throw cases.unknownCase()
    }
  }
}

/// A fact response: `{"success": "fact"}` or `{"failure": "message"}`.
private struct FactCoding: Codable {
  var result: Result<String, FactClient.Failure>
  init(_ result: Result<String, FactClient.Failure>) { self.result = result }

  private enum CodingKeys: String, CodingKey { case success, failure }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let fact = try container.decodeIfPresent(String.self, forKey: .success) {
      result = .success(fact)
    } else {
      result = .failure(FactClient.Failure(try container.decode(String.self, forKey: .failure)))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch result {
    case let .success(fact): try container.encode(fact, forKey: .success)
    case let .failure(failure): try container.encode(failure.message, forKey: .failure)
    }
  }
}

/// A case name, or `_0`, the key of an unlabeled associated value.
private struct CaseKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Writes one enum case as `{"name": {}}` or `{"name": {"_0": value}}`.
private struct CaseEncoder {
  private var container: KeyedEncodingContainer<CaseKey>

  init(_ encoder: any Encoder) {
    container = encoder.container(keyedBy: CaseKey.self)
  }

  mutating func encode(_ name: String) throws {
    _ = container.nestedContainer(keyedBy: CaseKey.self, forKey: CaseKey(name))
  }

  mutating func encode(_ name: String, _ value: some Encodable) throws {
    var payload = container.nestedContainer(keyedBy: CaseKey.self, forKey: CaseKey(name))
    try payload.encode(value, forKey: CaseKey("_0"))
  }
}

/// Reads one enum case written by ``CaseEncoder``.
private struct CaseDecoder {
  let name: String
  private let container: KeyedDecodingContainer<CaseKey>
  private let codingPath: [any CodingKey]

  init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: CaseKey.self)
    codingPath = decoder.codingPath
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "Expected exactly one case."))
    }
    name = key.stringValue
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try container.nestedContainer(keyedBy: CaseKey.self, forKey: CaseKey(name))
      .decode(type, forKey: CaseKey("_0"))
  }

  func unknownCase() -> DecodingError {
    DecodingError.dataCorrupted(
      .init(codingPath: codingPath, debugDescription: "Unknown case '\(name)'."))
  }
}
