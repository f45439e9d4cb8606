import ComposableCore
import FactClient

extension Refresh.Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case alert, cancelButtonTapped, decrementButtonTapped, incrementButtonTapped, refresh
    case factResponse
  }

  /// Decodes an action from `{"case": {}}`, or `{"factResponse": {"success": "…"}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Expected exactly one action case.")
      )
    }
    switch key {
    case .alert: self = .alert(try container.decode(PresentationAction<Alert>.self, forKey: key))
    case .cancelButtonTapped: self = .cancelButtonTapped
    case .decrementButtonTapped: self = .decrementButtonTapped
    case .incrementButtonTapped: self = .incrementButtonTapped
    case .refresh: self = .refresh
    case .factResponse:
      self = .factResponse(try container.decode(FactClient.ResponseCoding.self, forKey: key).result)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .alert(action): try container.encode(action, forKey: .alert)
    case .cancelButtonTapped: try container.encode([String: String](), forKey: .cancelButtonTapped)
    case .decrementButtonTapped:
      try container.encode([String: String](), forKey: .decrementButtonTapped)
    case .incrementButtonTapped:
      try container.encode([String: String](), forKey: .incrementButtonTapped)
    case .refresh: try container.encode([String: String](), forKey: .refresh)
    case let .factResponse(result):
      try container.encode(FactClient.ResponseCoding(result), forKey: .factResponse)
    }
  }
}
