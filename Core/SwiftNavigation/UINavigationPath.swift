import Foundation

/// A list of values of any hashable types, such as the screens pushed on a navigation stack; the
/// cross-platform counterpart of SwiftUI's `NavigationPath`.
///
/// When every value is `Codable`, ``codable`` gives a form that can be saved and restored:
///
/// ```swift
/// var path = UINavigationPath()
/// path.append(Screen.detail(id: 42))
/// let data = try JSONEncoder().encode(path.codable)
/// let restored = UINavigationPath(try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data))
/// ```
public struct UINavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of the given values, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// A path restored from its codable form.
  public init(_ codable: CodableRepresentation) {
    elements = codable.elements.map(\.value)
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path holds no value.
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds a value at the end.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }

  /// The path in a form that can be encoded, or `nil` when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    var representation: [CodableRepresentation.Element] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable else { return nil }
      representation.append(CodableRepresentation.Element(value: element, codable: value))
    }
    return CodableRepresentation(elements: representation)
  }

  /// A navigation path's values in a form that can be encoded and decoded: each value with the
  /// name of its type.
  public struct CodableRepresentation: Codable, Equatable {
    struct Element: Equatable {
      let value: AnyHashable
      let typeName: String
      let payload: Data

      init(value: AnyHashable, codable: any Codable & Hashable) {
        self.value = value
        typeName = _mangledTypeName(type(of: codable)) ?? String(reflecting: type(of: codable))
        payload = (try? JSONEncoder.navigationPath.encode(codable)) ?? Data()
      }

      init(typeName: String, payload: Data) throws {
        guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: [], debugDescription: "No decodable, hashable type named '\(typeName)'"))
        }
        value = AnyHashable(try JSONDecoder().decode(type, from: payload))
        self.typeName = typeName
        self.payload = payload
      }

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
      }
    }

    let elements: [Element]

    init(elements: [Element]) {
      self.elements = elements
    }

    /// Decodes the values, looking each type up by its name.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let payload = try container.decode(String.self)
        elements.append(try Element(typeName: typeName, payload: Data(payload.utf8)))
      }
      self.elements = elements
    }

    /// Encodes each value as its type's name followed by its JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element.typeName)
        try container.encode(String(decoding: element.payload, as: UTF8.self))
      }
    }
  }
}

extension JSONEncoder {
  fileprivate static var navigationPath: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}
