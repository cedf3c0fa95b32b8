import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var name: String
}

struct PhotoGridView: View {
    let photos: [Photo]
    @State private var selectedPhoto: Photo?

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(photos) { photo in
                    Button(photo.name) {
                        selectedPhoto = photo
                    }
                }
            }
        }
        #if os(iOS)
        .sheet(item: $selectedPhoto) { photo in
            // Full-height sheet on iPhone.
            PhotoViewer(photo: photo) // zoomable
                .presentationDragIndicator(.visible)
        }
        #else
        .popover(item: $selectedPhoto) { photo in
            /* Popovers elsewhere. */
            PhotoViewer(photo: photo)
        }
        #endif
    }
}
