import Sharing
import SwiftNavigation
import Testing

struct SharedBindingTests {
  @Test func aBindingToASharedValueReadsItAndWritesWithTheLock() {
    let count = Shared(value: 0)
    let binding = UIBinding(count)
    binding.wrappedValue += 1
    #expect(count.wrappedValue == 1)
    count.withLock { $0 += 1 }
    #expect(binding.wrappedValue == 2)
    #expect(UIBindingIdentifier(binding) == UIBindingIdentifier(UIBinding(count)))
    #expect(UIBindingIdentifier(binding) != UIBindingIdentifier(UIBinding(Shared(value: 0))))
  }
}
