import Foundation

/// Finds the nth prime number with a segmented sieve of Eratosthenes.
///
/// Memory stays at the odd base primes up to √pₙ plus one 32,000-byte segment,
/// so even the millionth prime needs well under a megabyte.
nonisolated public enum PrimeSieve {
  /// Returns the nth prime, counting from 1 (the 1st prime is 2), or `nil` when `n < 1`.
  ///
  /// Also returns `nil` for an `n` so large (above about 10¹⁷) that its prime bound overflows `Int`.
  public static func nthPrime(_ n: Int) -> Int? {
    guard var search = Search(n) else { return nil }
    while true {
      if case .found(let prime) = search.nextBlock() { return prime }
    }
  }

  /// Returns the nth prime, reporting progress each time the search passes a multiple of 1,000.
  ///
  /// `progress` receives the number of primes below that multiple, exactly as a naive
  /// search counting up from 2 would report it, and is only called for multiples
  /// below the answer. An error thrown by `progress` stops the search and is rethrown.
  /// Returns `nil` without reporting for the same `n` as ``nthPrime(_:)``.
  @concurrent
  public static func nthPrime(
    _ n: Int,
    progress: (_ primesFound: Int) async throws -> Void
  ) async rethrows -> Int? {
    guard var search = Search(n) else { return nil }
    while true {
      switch search.nextBlock() {
      case .passed(let primesFound): try await progress(primesFound)
      case .found(let prime): return prime
      }
    }
  }
}

extension PrimeSieve {
  fileprivate static let blockSize = 1_000
  fileprivate static let slotsPerBlock = blockSize / 2
  fileprivate static let blocksPerSegment = 64

  fileprivate enum Step {
    case passed(primesFound: Int)
    case found(Int)
  }

  /// Walks the numbers in blocks of 1,000 while sieving them a whole segment at a time.
  ///
  /// Only odd numbers are stored: slot `i` is `segmentStart + 2 * i + 1`. Segments and
  /// blocks start at multiples of 1,000, so every block is 500 consecutive slots.
  fileprivate struct Search {
    let n: Int
    let limit: Int
    var basePrimes: [Int] = []
    var nextMultiples: [Int] = []
    var segment = [UInt8](repeating: 0, count: blocksPerSegment * slotsPerBlock)
    var segmentStart = 0
    var blocksInSegment = 0
    var block = 0
    var primesFound = 0

    init?(_ n: Int) {
      guard n >= 1, let limit = Self.upperBound(forNthPrime: n) else { return nil }
      self.n = n
      self.limit = limit
      basePrimes = Self.oddPrimes(upTo: Int(Double(limit).squareRoot()) + 1)
      nextMultiples = basePrimes.map { $0 * $0 }
    }

    /// An exclusive bound above pₙ, rounded up to a whole block.
    static func upperBound(forNthPrime n: Int) -> Int? {
      guard n >= 6 else { return blockSize }
      let x = Double(n)
      let bound = x * (log(x) + log(log(x)))
      guard bound < Double(Int.max / 2) else { return nil }
      return (Int(bound) / blockSize + 1) * blockSize
    }

    static func oddPrimes(upTo bound: Int) -> [Int] {
      guard bound >= 3 else { return [] }
      var isComposite = [Bool](repeating: false, count: bound + 1)
      var primes: [Int] = []
      for p in stride(from: 3, through: bound, by: 2) where !isComposite[p] {
        primes.append(p)
        for multiple in stride(from: p * p, through: bound, by: 2 * p) {
          isComposite[multiple] = true
        }
      }
      return primes
    }

    mutating func nextBlock() -> Step {
      if block == blocksInSegment { sieveNextSegment() }
      let slots = block * slotsPerBlock..<(block + 1) * slotsPerBlock
      let count = primeCount(in: slots)
      if primesFound + count >= n {
        return .found(prime(ranked: n - primesFound, in: slots))
      }
      primesFound += count
      block += 1
      return .passed(primesFound: primesFound)
    }

    mutating func sieveNextSegment() {
      segmentStart += blocksInSegment * blockSize
      precondition(segmentStart < limit, "pₙ < n(ln n + ln ln n) keeps the answer below limit")
      let segmentEnd = min(segmentStart + blocksPerSegment * blockSize, limit)
      let (start, slotCount) = (segmentStart, (segmentEnd - segmentStart) / 2)
      segment.withUnsafeMutableBufferPointer { segment in
        segment.update(repeating: 1)
        basePrimes.withUnsafeBufferPointer { primes in
          nextMultiples.withUnsafeMutableBufferPointer { nextMultiples in
            for k in primes.indices {
              var slot = (nextMultiples[k] - start) / 2
              while slot < slotCount {
                segment[slot] = 0
                slot &+= primes[k]
              }
              nextMultiples[k] = start + 2 * slot + 1
            }
          }
        }
      }
      blocksInSegment = (segmentEnd - segmentStart) / blockSize
      block = 0
    }

    func primeCount(in slots: Range<Int>) -> Int {
      segment.withUnsafeBufferPointer { segment in
        var count = 0
        for slot in slots { count &+= Int(segment[slot]) }
        return count
      }
    }

    func prime(ranked rank: Int, in slots: Range<Int>) -> Int {
      var remaining = rank
      for slot in slots where segment[slot] != 0 {
        remaining -= 1
        if remaining == 0 {
          let number = segmentStart + 2 * slot + 1
          // Nothing ever strikes 1, so its slot counts as the prime 2, which has no slot.
          return number == 1 ? 2 : number
        }
      }
      preconditionFailure("the block holds at least \(rank) primes")
    }
  }
}
