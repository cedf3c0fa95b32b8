import SwiftUI

final class TickObserver: ObservableObject {
    @Published var ticks = 0

    init(step: Int) {
        ticks = step
    }
}

/// Counts ticks for the view that holds it, forwarding SwiftUI's update to its observer.
@propertyWrapper
struct Ticks: DynamicProperty {
    @ObservedObject
    private var observer: TickObserver

    var wrappedValue: Int { observer.ticks }

    var projectedValue: Binding<Int> { $observer.ticks }

    init(step: Int = 1) {
        self.observer = .init(step: step)
    }

    mutating func update() {
        _observer.update()
    }
}

struct TickView: View {
    @Ticks(step: 2) var ticks: Int

    var body: some View {
        Text("\(ticks)")
    }
}
