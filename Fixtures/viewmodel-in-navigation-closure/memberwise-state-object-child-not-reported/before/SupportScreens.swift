import SwiftUI

/// Builds the form once for a hosting controller, in a local outside any view's body.
enum SupportScreens {
    static func makeForm() -> SupportForm {
        let model = SupportFormViewModel(source: "settings")
        return SupportForm(isPresented: .constant(true), viewModel: model)
    }
}
