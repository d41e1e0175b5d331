import Dispatch

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
