import IssueReporting
import OrderedCollections

/// The state of a navigation stack: a collection of features, each with a ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(Detail.State()))
/// ```
public struct StackState<Element> {
  @usableFromInline var elements: OrderedDictionary<StackElementID, Element> = [:]
  private var nextID = 0

  /// The identities the ``StackReducer`` over this stack saw last, so that it cancels the effects
  /// of elements that another reducer removed. Not part of the value: equality, hashing and coding
  /// ignore it.
  @usableFromInline var mounted: OrderedSet<StackElementID>?

  /// An empty stack.
  public init() {}

  /// A stack of the given elements, numbered from 0.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The identities of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The element with the given identity, if it is in the stack; setting `nil` removes it.
  ///
  /// Setting an identity that is not in the stack pushes the element in a test, as a test
  /// store's expectation of a push does (`$0.path[id: 0] = .detail(…)`), and is reported as an
  /// issue elsewhere.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set {
      guard elements[id] == nil, let newValue else {
        elements[id] = newValue
        return
      }
      guard isTesting else {
        reportIssue(
          "No element of the stack has the identity \(id.rawValue); nothing was updated.")
        return
      }
      elements[id] = newValue
      nextID = Swift.max(nextID, id.rawValue + 1)
    }
  }

  /// The element with the given identity, in the given case of an enum element.
  ///
  /// ```swift
  /// $0.path[id: 0, case: \.detail]?.count = 1
  /// ```
  ///
  /// Setting `nil` removes the element. Changing an element that is in another case, or absent,
  /// is reported as an issue and changes nothing.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set { setCase(newValue, id: id, extract: { $0[case: path] }, embed: { path($0) }) }
  }

  mutating func setCase<Case>(
    _ newValue: Case?, id: StackElementID, extract: (Element) -> Case?, embed: (Case) -> Element
  ) {
    guard let element = elements[id], extract(element) != nil else {
      reportIssue(
        """
        Can't change the stack element \(id) through a case it is not in: it is \
        \(elements[id].map { "\($0)" } ?? "not in the stack").
        """)
      return
    }
    elements[id] = newValue.map(embed)
  }

  /// Calls `body` with the element with the given identity, in place.
  ///
  /// - Returns: Whether the stack has the element.
  @inlinable
  mutating func modifyElement(id: StackElementID, _ body: (inout Element) -> Void) -> Bool {
    guard let index = elements.index(forKey: id) else { return false }
    body(&elements.values[index])
    return true
  }

  /// Pushes an element on top, with the next identity.
  public mutating func append(_ element: Element) {
    elements[StackElementID(rawValue: nextID)] = element
    nextID += 1
  }

  /// Pushes an element with a given identity, which no element of the stack may have.
  ///
  /// - Returns: Whether the element was pushed.
  @discardableResult @usableFromInline
  mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    elements[id] = element
    nextID = Swift.max(nextID, id.rawValue + 1)
    return true
  }

  /// The identity the next pushed element gets.
  @usableFromInline var nextElementID: StackElementID {
    StackElementID(rawValue: nextID)
  }

  /// Removes the element with the given identity and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange(index...)
  }

  /// Removes every element above the one with the given identity.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  public subscript(position: Int) -> Element {
    get { elements.values[position] }
    set { elements.values[position] = newValue }
    _modify { yield &elements.values[position] }
  }

  /// Replaces elements; new elements get new identities, the others keep theirs.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    let tail = Array(elements.elements[subrange.upperBound...])
    elements.removeSubrange(subrange.lowerBound...)
    for element in newElements { append(element) }
    for (id, element) in tail { elements[id] = element }
  }

  /// Removes every element; identities are not reused, as the elements' effects may still be
  /// ending.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when they hold equal elements with equal identities, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try Array(elements.values).encode(to: encoder)
  }
}

extension StackState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: elements.map { (label: $0.key.description, value: $0.value as Any) },
      displayStyle: .struct)
  }
}
