import SwiftUI

struct AutofillView: View {
    @State private var model = AutofillModel()
    // Untyped: only what `PasswordSync.shared` is tells this holder does not hold the model.
    var passwordSync = PasswordSync.shared

    var body: some View {
        Toggle("Autofill", isOn: $model.isEnabled)
        Text(passwordSync.isEnabled ? "Connected" : "Not connected")
    }
}
