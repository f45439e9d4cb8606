import ConcurrencyExtras
import IssueReporting

/// The state of a feature that a parent presents: an optional child, with an identity of its own.
///
/// Use it through ``Presents()`` on ``ObservableState()`` state, or as the property wrapper
/// `@PresentationState` on state that is not observable. `$destination` is this value, which
/// `Reducer.ifLet(_:action:destination:)` takes.
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

  /// The identity of the child the presenting ``PresentationReducer`` last saw, so that it cancels
  /// that child's effects even when another reducer dismissed or replaced it.
  ///
  /// Not part of the value: equality, hashing and coding ignore it.
  var presentedChild: PresentedChild? {
    get { presentedStorage?.child }
    set { presentedStorage = newValue.map(PresentedChild.Storage.init) }
  }

  // NB: A reference, so that the presentation fits in three words: a larger value read through a
  //     key path, as a presentation reducer reads it on every action, is copied into a buffer
  //     allocated for the read. It changes only when another child is presented.
  private var presentedStorage: PresentedChild.Storage?

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
  /// Setting `nil` dismisses the child. Changing a child that is in another case, or absent, is
  /// reported as an issue and changes nothing.
  ///
  /// ```swift
  /// $0.$destination[case: \.detail]?.count = 1
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set { setCase(newValue, extract: { $0[case: path] }, embed: { path($0) }) }
  }

  mutating func setCase<Case>(
    _ newValue: Case?, extract: (State) -> Case?, embed: (Case) -> State
  ) {
    guard let wrappedValue, extract(wrappedValue) != nil else {
      reportIssue(
        """
        Can't change the presented \(State.self) through a case it is not in: it is \
        \(wrappedValue.map { "\($0)" } ?? "nil").
        """)
      return
    }
    self.wrappedValue = newValue.map(embed)
  }

  /// The presented child's identity, read as `kind` says, or `nil` when nothing is presented.
  func presented(_ kind: PresentedChildKind<State>) -> PresentedChild? {
    guard let value = box.value else { return nil }
    return PresentedChild(identity: kind.identity(of: value))
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
    // NB: Copies share their box until one is changed: no need to compare the child.
    lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
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
