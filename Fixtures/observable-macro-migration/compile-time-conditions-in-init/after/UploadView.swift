import SwiftUI

struct UploadView: View {
    @State private var model: UploadModel

    init(id: String) {
        _model = State(wrappedValue: UploadModel(id))
    }

    var body: some View {
        List(model.files, id: \.self) { Text($0) }
    }
}
