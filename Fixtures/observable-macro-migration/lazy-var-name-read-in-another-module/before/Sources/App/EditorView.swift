import SwiftUI

struct EditorView: View {
    @StateObject private var model = EditorModel()

    var body: some View {
        Text(model.title)
            .onTapGesture { model.rename("Draft") }
    }
}
