import Combine
import SwiftUI

/// '.constant(nil)' makes a value, as a construction does: building the model does no work.
final class WizardState: ObservableObject {
    @Published var page = 0
    @Published var nextPage: Binding<Int?> = .constant(nil)
}

struct WizardView: View {
    @StateObject private var state = WizardState()

    var body: some View {
        Text("\(state.page)")
    }
}
