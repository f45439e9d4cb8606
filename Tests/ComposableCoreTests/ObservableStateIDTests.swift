import ComposableCore
import Testing

/// Identities are exact: equal only for a value and its copies, and for the same case around the
/// same payload, however deep the cases nest and however many cases an enum has.
///
/// Serialized: two of these tests intern paths at once, and under the thread sanitizer the
/// interning table's `Mutex`, whose contended path runs in the uninstrumented Synchronization
/// library, then looks like no lock at all (a false report of a race inside `withLock`).
@Suite(.serialized)
struct ObservableStateIDTests {
  @Test func eachNewIdentityIsUnique() {
    let ids = (0..<1_000).map { _ in ObservableStateID() }
    #expect(Set(ids).count == 1_000)
  }

  @Test func aCaseIsItsTagAndItsPayload() {
    let payload = ObservableStateID()
    #expect(ObservableStateID._$case(1, payload: payload) == ._$case(1, payload: payload))
    #expect(ObservableStateID._$case(1, payload: payload) != ._$case(2, payload: payload))
    #expect(ObservableStateID._$case(1, payload: payload) != ._$case(1, payload: .init()))
    #expect(ObservableStateID._$case(1) != ._$case(1, payload: payload))
    #expect(ObservableStateID._$case(1) == ._$case(1))
    #expect(ObservableStateID._$case(0) != ._$case(1))
    #expect(ObservableStateID._$case(0) != payload)
    #expect(ObservableStateID._$case(0, payload: payload) != payload)
  }

  @Test func nestedCasesAreTellApartAtAnyDepth() {
    let payload = ObservableStateID()
    func nest(_ tags: [UInt32]) -> ObservableStateID {
      tags.reversed().reduce(payload) { ObservableStateID._$case($1, payload: $0) }
    }
    // NB: Up to seven levels fit in a word; deeper ones are interned.
    for depth in [1, 7, 8, 12] {
      let tags = (0..<depth).map { UInt32($0 % 3) }
      #expect(nest(tags) == nest(tags))
      var other = tags
      other[depth - 1] += 1
      #expect(nest(tags) != nest(other))
      other = tags
      other[0] += 1
      #expect(nest(tags) != nest(other))
      #expect(nest(tags) != nest(tags + [0]))
    }
  }

  @Test func largeTagsAreTellApart() {
    let payload = ObservableStateID()
    let tags: [UInt32] = [0, 1, 254, 255, 256, 511, .max]
    let ids = tags.map { ObservableStateID._$case($0, payload: payload) }
    #expect(Set(ids).count == tags.count)
    #expect(ObservableStateID._$case(300, payload: payload) == ._$case(300, payload: payload))
    #expect(
      ObservableStateID._$case(1, payload: ._$case(300)) != ._$case(1, payload: ._$case(301)))
  }

  @Test func anIdentityIsTwoWordsWithoutReferences() {
    #expect(MemoryLayout<ObservableStateID>.size == 16)
    #expect(_isPOD(ObservableStateID.self))
  }
}
