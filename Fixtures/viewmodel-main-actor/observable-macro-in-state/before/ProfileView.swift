import SwiftUI

struct ProfileView: View {
    @State private var model = ProfileModel()

    var body: some View {
        VStack {
            Text(model.name)
            Button("Save") {
                Task { await model.save() }
            }
            .disabled(model.isSaving)
        }
    }
}
