import SwiftUI

struct ClockView: View {
    @StateObject private var clock = ClockModel()
    @State private var changes = 0

    var body: some View {
        Text("\(clock.ticks) / \(changes)")
            .onReceive(clock.objectWillChange) { _ in changes += 1 }
    }
}
