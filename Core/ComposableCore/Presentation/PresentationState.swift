/// The state of a feature that a parent presents: an optional child, with an identity of its own.
///
/// Use it through ``Presents()`` on ``ObservableState()`` state, or as the property wrapper
/// `@PresentationState` on state that is not observable. `$destination` is this value, which
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` takes.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  // NB: A box, so that a state may present a state of its own type.
  private var box: Box

  /// Creates a presentation holding `wrappedValue`, or nothing.
  public init(wrappedValue: State?) {
    self.box = Box(wrappedValue)
  }

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// The presentation itself, as `$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented child's state in the given case of an enum destination.
  ///
  /// ```swift
  /// $0.$destination[case: \.detail]?.count = 1
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let newValue, wrappedValue.flatMap({ $0[case: path] }) != nil else { return }
      wrappedValue = path(newValue)
    }
  }

  private final class Box: @unchecked Sendable {
    var value: State?

    init(_ value: State?) {
      self.value = value
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
