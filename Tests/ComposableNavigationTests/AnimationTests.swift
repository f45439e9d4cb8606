import ComposableNavigation
import Testing

struct AnimationTests {
  @Test func spellingsDescribeTheirCurveAndDuration() {
    #expect(Animation.default.description == "default")
    #expect(Animation.easeInOut(duration: 0.3).description == "easeInOut(duration: 0.3)")
    #expect(Animation.spring().delay(1).speed(2) == .spring())
    #expect(Animation.linear != .linear(duration: 1))
  }
}
