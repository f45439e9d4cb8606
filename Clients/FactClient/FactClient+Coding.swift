extension FactClient.Failure: Codable {
  /// Decodes a failure from its message.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the failure as its message.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(message)
  }
}

extension FactClient {
  /// The coding of a fact response: `{"success": "fact"}` or `{"failure": "message"}`.
  ///
  /// `Result` is not `Codable`; features use this to encode their response actions.
  public struct ResponseCoding: Codable, Sendable {
    /// The response.
    public var result: Result<String, Failure>

    /// Wraps a response for coding.
    public init(_ result: Result<String, Failure>) {
      self.result = result
    }

    private enum CodingKeys: String, CodingKey { case success, failure }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let fact = try container.decodeIfPresent(String.self, forKey: .success) {
        result = .success(fact)
      } else {
        result = .failure(try container.decode(Failure.self, forKey: .failure))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch result {
      case let .success(fact): try container.encode(fact, forKey: .success)
      case let .failure(failure): try container.encode(failure, forKey: .failure)
      }
    }
  }
}
