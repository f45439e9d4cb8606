import SwiftNavigation
import Testing

struct AnimationTests {
  @Test func spellingsDescribeTheirCurveAndDuration() {
    #expect(Animation.default.description == "default")
    #expect(Animation.easeInOut(duration: 0.3).description == "easeInOut(duration: 0.3)")
    #expect(Animation.spring().delay(1).speed(2) == .spring())
    #expect(Animation.linear != .linear(duration: 1))
  }
}

struct ColorTests {
  @Test func namedColorsCompareByName() {
    #expect(Color.red == .red)
    #expect(Color.red != .blue)
    #expect(Color.black.opacity(0.5) != .black)
    #expect(Color(white: 0).description == "rgba(0.0, 0.0, 0.0, 1.0)")
  }
}
