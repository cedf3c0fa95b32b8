import Combine
import SwiftUI

final class WizardState: ObservableObject {
    @Published var page = 0
    @Published var nextPage: Binding<Int?> = .constant(nil)

    init() {
        reset()
    }

    func reset() {
        page = 0
    }
}

struct WizardView: View {
    @ObservedObject var state: WizardState

    var body: some View {
        Text("\(state.page)")
    }
}

/// Built once, in a static property, and only for the canvas: no view of the app builds it.
struct WizardView_Previews: PreviewProvider {
    @StateObject static var state = WizardState()

    static var previews: some View {
        WizardView(state: state)
    }
}
