import Combine
import SwiftUI

/// '.constant(nil)' makes a value, as a construction does: building the model does no work.
@Observable
final class WizardState {
    var page = 0
    var nextPage: Binding<Int?> = .constant(nil)
}

struct WizardView: View {
    @State private var state = WizardState()

    var body: some View {
        Text("\(state.page)")
    }
}
