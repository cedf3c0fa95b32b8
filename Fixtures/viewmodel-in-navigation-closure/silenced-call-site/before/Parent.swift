import SwiftUI

struct Parent: View {
    @State private var show = false
    @State private var current = 3
    var body: some View {
        VStack {
            // remodel:disable:next viewmodel-in-body
            ScoreView(vm: ScoreVM(score: current))  // intentionally rebuilt: must follow `current`
            Button("Show") { show = true }
        }
        .sheet(isPresented: $show) {
            ScoreView(vm: ScoreVM(score: current))
        }
    }
}
