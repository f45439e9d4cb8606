import ComposableSharing
import Testing

@Suite struct SharedTests {
  @Test func copiesShareOneReference() {
    let a = Shared(value: 1)
    let b = a
    b.withLock { $0 += 1 }
    #expect(a.wrappedValue == 2)
  }
}
