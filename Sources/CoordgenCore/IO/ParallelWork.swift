import Dispatch
import Foundation

/// Independent pieces of work spread over the machine's cores, results kept in input order.
///
/// Used where the work per item is large and shares nothing: parsing one spec, rendering one
/// flow's file. Output is the same as a sequential `map`, so diagnostics and files keep their order.
enum ParallelWork {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.values()
    }
}

/// One slot per input, each written by exactly one iteration of `concurrentPerform` and read only
/// after all of them have returned, so no two threads touch the same slot.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    func values() -> [Value] {
        slots.map { value in
            guard let value else { preconditionFailure("ParallelWork: an iteration stored no result") }
            return value
        }
    }
}

/// Work started on a thread of its own, whose result is collected later: the caller goes on with
/// other work meanwhile. A thread, not the dispatch pool, so the work cannot wait behind the
/// caller's own `ParallelWork` (or hold a pool thread the caller's work needs).
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        Thread {
            self.result = work()
            self.done.signal()
        }.start()
    }

    /// Waits for the work to end and returns what it produced (call it once).
    func value() -> Value {
        done.wait()
        guard let result else { preconditionFailure("BackgroundWork: the work stored no result") }
        return result
    }
}
