import Combine
import SwiftUI

@Observable
final class WizardState {
    var page = 0
    var nextPage: Binding<Int?> = .constant(nil)

    init() {
        reset()
    }

    func reset() {
        page = 0
    }
}

struct WizardView: View {
    var state: WizardState

    var body: some View {
        Text("\(state.page)")
    }
}

/// Built once, in a static property, and only for the canvas: no view of the app builds it.
struct WizardView_Previews: PreviewProvider {
    @State static var state = WizardState()

    static var previews: some View {
        WizardView(state: state)
    }
}
