import ComposableCore
import FactClient

extension EffectsBasics.Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case alert, decrementButtonTapped, incrementButtonTapped, numberFactButtonTapped
    case numberFactResponse
  }

  /// Decodes an action from `{"case": {}}`, or `{"numberFactResponse": {"success": "…"}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Expected exactly one action case.")
      )
    }
    switch key {
    case .alert: self = .alert(try container.decode(PresentationAction<Alert>.self, forKey: key))
    case .decrementButtonTapped: self = .decrementButtonTapped
    case .incrementButtonTapped: self = .incrementButtonTapped
    case .numberFactButtonTapped: self = .numberFactButtonTapped
    case .numberFactResponse:
      self = .numberFactResponse(
        try container.decode(FactClient.ResponseCoding.self, forKey: key).result)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .alert(action): try container.encode(action, forKey: .alert)
    case .decrementButtonTapped:
      try container.encode([String: String](), forKey: .decrementButtonTapped)
    case .incrementButtonTapped:
      try container.encode([String: String](), forKey: .incrementButtonTapped)
    case .numberFactButtonTapped:
      try container.encode([String: String](), forKey: .numberFactButtonTapped)
    case let .numberFactResponse(result):
      try container.encode(FactClient.ResponseCoding(result), forKey: .numberFactResponse)
    }
  }
}
