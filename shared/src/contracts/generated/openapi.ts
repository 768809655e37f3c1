/**
 * Generated from the API's OpenAPI document (GET /api/v1/openapi.json) by openapi-typescript. Do not edit:
 * change the TypeBox schemas in api/src and run `pnpm openapi:types` (api/scripts/openapi-types.ts).
 */
export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado del servicio */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Iniciar sesión */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cerrar sesión */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cambiar la contraseña propia */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/api/v1/auth/olvide-contrasena": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir un enlace para restablecer la contraseña
         * @description Siempre 202 con la misma frase, sea cual sea lo escrito: exista o no la cuenta y pasado o no un límite. Avisa a los administradores y, con SMTP configurado, envía al usuario un enlace de un solo uso válido 30 minutos (a lo sumo 3 vigentes; una solicitud nunca anula uno ya enviado). Limitada en silencio por dirección y por lo escrito.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/restablecer-contrasena": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restablecer la contraseña con el enlace recibido
         * @description 400 `enlace_invalido` si el enlace ya se usó, caducó o no existe. Cierra todas las sesiones del usuario.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usuarios/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuario de la sesión */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar usuarios */
        get: operations["listUsers"];
        put?: never;
        /** Crear un usuario */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usuarios/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estadísticas de usuarios */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usuarios/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar usuarios */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usuarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar un usuario */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Modificar un usuario */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/admin/usuarios/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activar o desactivar un usuario */
        patch: operations["setUserActive"];
        trace?: never;
    };
    "/api/v1/admin/usuarios/{id}/desbloquear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Desbloquear un usuario */
        post: operations["unlockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usuarios/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restablecer la contraseña de un usuario */
        post: operations["resetUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/resumen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resumen del panel */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auditoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar el registro de auditoría */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auditoria/opciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opciones de filtro de la auditoría */
        get: operations["getAuditFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auditoria/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar la auditoría */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servicios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar servicios */
        get: operations["listServices"];
        put?: never;
        /** Crear un servicio */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servicios/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar servicios */
        get: operations["exportServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servicios/meta/categorias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categorías de servicios */
        get: operations["listServiceCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servicios/meta/estadisticas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estadísticas de servicios */
        get: operations["getServiceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servicios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modificar un servicio */
        put: operations["updateService"];
        post?: never;
        /** Eliminar un servicio */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jefes-equipo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar jefes de equipo */
        get: operations["listTeamLeaders"];
        put?: never;
        /** Crear un jefe de equipo */
        post: operations["createTeamLeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jefes-equipo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver un jefe de equipo */
        get: operations["getTeamLeader"];
        /** Modificar un jefe de equipo */
        put: operations["updateTeamLeader"];
        post?: never;
        /** Eliminar un jefe de equipo */
        delete: operations["deleteTeamLeader"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proveedores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar proveedores */
        get: operations["listProviders"];
        put?: never;
        /** Crear un proveedor */
        post: operations["createProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proveedores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar un proveedor */
        delete: operations["deleteProvider"];
        options?: never;
        head?: never;
        /** Modificar un proveedor */
        patch: operations["updateProvider"];
        trace?: never;
    };
    "/api/v1/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar clientes */
        get: operations["listClients"];
        put?: never;
        /** Crear un cliente */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar un cliente */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        /** Modificar un cliente */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/v1/catalogos/provincias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catálogo de provincias */
        get: operations["listCatalogProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalogos/localidades/{provinceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Localidades de una provincia */
        get: operations["listLocalities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provincias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar provincias */
        get: operations["listProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/asignaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar asignaciones */
        get: operations["listAssignments"];
        put?: never;
        /** Crear una asignación */
        post: operations["createAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/asignaciones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar una asignación */
        delete: operations["deleteAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar sitios */
        get: operations["listSites"];
        put?: never;
        /** Crear un sitio */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/mapa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitios para el mapa */
        get: operations["mapSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar sitios */
        get: operations["exportSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver un sitio */
        get: operations["getSite"];
        put?: never;
        post?: never;
        /** Eliminar un sitio */
        delete: operations["deleteSite"];
        options?: never;
        head?: never;
        /** Modificar un sitio */
        patch: operations["updateSite"];
        trace?: never;
    };
    "/api/v1/sitios/{id}/fotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fotos tomadas en un sitio */
        get: operations["listSitePhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/{id}/campanas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campañas de un sitio */
        get: operations["listSiteCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/{id}/foto-referencia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Elegir la foto de referencia de un sitio */
        put: operations["setSiteReferencePhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/importacion/vista-previa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vista previa de una importación de sitios */
        post: operations["previewSiteImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitios/importacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importar sitios */
        post: operations["importSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar campañas */
        get: operations["listCampaigns"];
        put?: never;
        /** Crear una campaña */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/para-informe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campañas y sitios para un informe nuevo */
        get: operations["listCampaignsForReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/controles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar controles de campañas y su cumplimiento */
        get: operations["listCampaignChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/controles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar el cumplimiento de campañas */
        get: operations["exportCampaignChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver una campaña */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        /** Eliminar una campaña */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /** Modificar una campaña */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/api/v1/campanas/{id}/cancelacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar una campaña */
        post: operations["cancelCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}/aceptacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aceptar una campaña cumplida (cliente) */
        post: operations["acceptCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}/lineas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agregar sitios a una campaña */
        post: operations["addCampaignLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}/lineas/{lineaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Quitar una línea de campaña */
        delete: operations["deleteCampaignLine"];
        options?: never;
        head?: never;
        /** Modificar una línea de campaña */
        patch: operations["updateCampaignLine"];
        trace?: never;
    };
    "/api/v1/campanas/{id}/lineas/{lineaId}/cancelacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar una línea de campaña */
        post: operations["cancelCampaignLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar informes */
        get: operations["listReports"];
        put?: never;
        /** Crear un informe */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar informes */
        get: operations["exportReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/opciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opciones de filtro de los informes */
        get: operations["getReportFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver un informe */
        get: operations["getReport"];
        put?: never;
        post?: never;
        /** Eliminar un informe */
        delete: operations["deleteReport"];
        options?: never;
        head?: never;
        /** Modificar un informe */
        patch: operations["updateReport"];
        trace?: never;
    };
    "/api/v1/informes/{id}/estado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cambiar el estado de un informe */
        patch: operations["setReportStatus"];
        trace?: never;
    };
    "/api/v1/informes/{id}/aceptacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aceptar un informe */
        post: operations["acceptReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}/problema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Señalar un problema en un informe */
        post: operations["reportProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}/archivos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar los archivos de un informe */
        get: operations["listReportFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}/archivos.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descargar los archivos de un informe en ZIP */
        get: operations["downloadReportFilesZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subir un archivo a un informe */
        post: operations["uploadReportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iniciar una subida reanudable
         * @description Subida reanudable con el protocolo tus 1.0.0 (https://tus.io/protocols/resumable-upload), extensiones creation, creation-with-upload, termination y expiration. Cada petición lleva `Authorization: Bearer <token>` de un usuario que puede cambiar las imágenes del informe y `Tus-Resumable: 1.0.0`; cada subida es de quien la creó (la de otro usuario responde 404). La URL de una subida es su `Location` tal cual: con parámetros de consulta (`?…`) o fragmento → 400 `solicitud_invalida`. Una subida sin terminar caduca a las 24 h (`Upload-Expires`). Los errores tienen la forma `{ error, message }`. Protocolo: POST crea la subida; PATCH envía bytes desde `Upload-Offset`; `HEAD /api/v1/subidas/{id}` responde 200 con `Upload-Offset` (lo recibido), `Upload-Length`, `Upload-Metadata` y `Cache-Control: no-store`, o 404 si la subida ya no existe (terminada, cancelada o caducada: vuelva a crearla); DELETE la cancela. Detalle: docs/decisions/photos-storage.md, «Resumable uploads».
         *
         *     Antes de crearla se comprueba todo lo que no necesita la imagen: el informe (404/403/409 `informe_no_editable`), el tamaño (413), el máximo de 10 imágenes (409 `maximo_imagenes`) y los metadatos (400). **Subidas sin terminar**: un informe nunca tiene más fotos en curso que plazas libres (10 − guardadas; las subidas de los mismos bytes cuentan como una) → 409 `informe_con_subidas_pendientes`; un usuario tiene como mucho UPLOAD_PENDING_PER_USER subidas sin terminar (10) y UPLOAD_PENDING_MB_PER_USER MB declarados en `Upload-Length` (100) → 429 `demasiadas_subidas_pendientes` con `Retry-After` (hasta que caduque la más antigua). Terminar o cancelar (DELETE) una subida libera su plaza al momento. Una tercera subida sin terminar de la misma imagen al mismo informe reemplaza la más antigua (un reintento tras perder la respuesta no acumula plazas). **Si el informe ya tiene una imagen con ese `sha256`**, no se crea subida: 200 con esa imagen (`ArchivoInforme`), `Idempotency-Replayed: true` y sin `Location` (el cliente tus debe tratar ese 200 como éxito y no reintentar). Con creation-with-upload y el archivo completo en el cuerpo, la respuesta es la de un PATCH final.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subidas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancelar una subida reanudable
         * @description Subida reanudable con el protocolo tus 1.0.0 (https://tus.io/protocols/resumable-upload), extensiones creation, creation-with-upload, termination y expiration. Cada petición lleva `Authorization: Bearer <token>` de un usuario que puede cambiar las imágenes del informe y `Tus-Resumable: 1.0.0`; cada subida es de quien la creó (la de otro usuario responde 404). La URL de una subida es su `Location` tal cual: con parámetros de consulta (`?…`) o fragmento → 400 `solicitud_invalida`. Una subida sin terminar caduca a las 24 h (`Upload-Expires`). Los errores tienen la forma `{ error, message }`. Protocolo: POST crea la subida; PATCH envía bytes desde `Upload-Offset`; `HEAD /api/v1/subidas/{id}` responde 200 con `Upload-Offset` (lo recibido), `Upload-Length`, `Upload-Metadata` y `Cache-Control: no-store`, o 404 si la subida ya no existe (terminada, cancelada o caducada: vuelva a crearla); DELETE la cancela. Detalle: docs/decisions/photos-storage.md, «Resumable uploads».
         *
         *     Borra la subida y lo recibido; 204.
         */
        delete: operations["cancelUpload"];
        options?: never;
        head?: never;
        /**
         * Enviar una parte de una subida reanudable
         * @description Subida reanudable con el protocolo tus 1.0.0 (https://tus.io/protocols/resumable-upload), extensiones creation, creation-with-upload, termination y expiration. Cada petición lleva `Authorization: Bearer <token>` de un usuario que puede cambiar las imágenes del informe y `Tus-Resumable: 1.0.0`; cada subida es de quien la creó (la de otro usuario responde 404). La URL de una subida es su `Location` tal cual: con parámetros de consulta (`?…`) o fragmento → 400 `solicitud_invalida`. Una subida sin terminar caduca a las 24 h (`Upload-Expires`). Los errores tienen la forma `{ error, message }`. Protocolo: POST crea la subida; PATCH envía bytes desde `Upload-Offset`; `HEAD /api/v1/subidas/{id}` responde 200 con `Upload-Offset` (lo recibido), `Upload-Length`, `Upload-Metadata` y `Cache-Control: no-store`, o 404 si la subida ya no existe (terminada, cancelada o caducada: vuelva a crearla); DELETE la cancela. Detalle: docs/decisions/photos-storage.md, «Resumable uploads».
         *
         *     El cuerpo son los bytes desde `Upload-Offset`. Los primeros bytes (desplazamiento 0) deben ser JPEG, PNG o WebP (415 `tipo_no_permitido`, o `formato_heic` para una foto HEIC de iPhone; la subida se borra). Un envío interrumpido guarda lo recibido: HEAD dice desde dónde seguir. 204 con `Upload-Offset` mientras falten bytes. **El PATCH que completa la imagen** la vuelve a comprobar (tipo, tamaño, SHA-256 igual al declarado → si no, 400 `sha256_no_coincide`; el informe, su estado y el máximo de 10 bajo el bloqueo del informe), la guarda como POST /upload y responde **200 con la imagen guardada** (`ArchivoInforme`, `Content-Type: application/json`) y `Upload-Offset`; con `Idempotency-Replayed: true` si el informe ya la tenía. El protocolo tus dice 204 para todo PATCH, que no puede llevar cuerpo; tus-js-client y Uppy aceptan cualquier 2xx como éxito y dan la última respuesta (`onSuccess({ lastResponse })`), de donde se lee la imagen. Si se rechaza, no queda nada.
         */
        patch: operations["continueUpload"];
        trace?: never;
    };
    "/api/v1/archivos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descargar un archivo (enlace firmado) */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /** Eliminar un archivo */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/archivos/{id}/miniatura": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Miniatura de un archivo (enlace firmado) */
        get: operations["getFileThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/archivos/{id}/alertas/{alertaId}/revision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revisar una alerta de un archivo */
        post: operations["reviewFileAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/prueba": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prueba (PDF) de varios informes */
        get: operations["exportReportsProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}/prueba": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prueba (PDF) de un informe */
        get: operations["getReportProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}/prueba": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prueba (PDF) de una campaña */
        get: operations["getCampaignProofPack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verificar/{sha256}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verificar un archivo por su huella
         * @description Responde si hay un original con exactamente esa huella SHA-256 y en qué informes (número, campaña y fecha de subida), o si es el manifiesto de un paquete de prueba emitido (fecha, informes y fotos, y su campaña si es el de una campaña); nada más. Limitada por dirección de cliente.
         */
        get: operations["verifyFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar conversaciones */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones/contactos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contactos para conversar */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones/directas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abrir una conversación directa
         * @description 404 si es un usuario con el que no se puede hablar (ver /conversaciones/contactos).
         */
        post: operations["openDirectConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver una conversación */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones/{id}/mensajes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar los mensajes de una conversación
         * @description Página hacia atrás: `antes` = el id del primer mensaje recibido; `hay_mas` dice si hay anteriores.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Enviar un mensaje
         * @description Texto plano (se recorta; 1–4000 caracteres). `archivo_id`: una foto de ese informe (solo en la conversación de un informe).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversaciones/{id}/leido": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar una conversación como leída
         * @description La marca nunca retrocede. Responde el total de no leídos del usuario.
         */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mensajes/no-leidos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mensajes no leídos */
        get: operations["countUnreadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mensajes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Eliminar un mensaje
         * @description Su texto se borra y queda como eliminado. 409 `fuera_de_plazo` pasados 15 minutos; 403 si es de otro en una conversación visible; 404 si no es visible.
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/informes/{id}/conversacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversación de un informe
         * @description 404 si el informe no existe o no está al alcance del usuario.
         */
        get: operations["getReportConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eventos en vivo (SSE)
         * @description Flujo Server-Sent Events (`text/event-stream`) del usuario: uno por pestaña, con la misma cabecera `Authorization: Bearer` (el navegador lo lee con fetch). Eventos (`event:` y `data:` JSON): `mensaje` `{ conversacion_id, mensaje }`, `mensaje_eliminado` `{ conversacion_id, id }` e `informes` `{ accion: "creado" | "eliminado", id }` llevan `id:`; `no_leidos` `{ total }` llega al abrir y tras cada cambio; `recargar` `{}`: lo perdido ya no se puede repetir (volver a pedir lo que se muestra); `sesion_cerrada` `{}` justo antes de cerrarse porque la sesión terminó (cierre de sesión, inactividad, usuario desactivado, contraseña restablecida). Las líneas que empiezan por `:` son latidos (cada ~25 s). Al reconectar, `Last-Event-ID` con el último `id:` recibido repite lo que se perdió (hasta 200 eventos del último día; si no, `recargar`). Un evento puede llegar dos veces: un mensaje se reconoce por su id.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campanas/{id}/lineas/{lineaId}/problema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reportar un problema en un sitio de la campaña (cliente) */
        post: operations["reportCampaignSiteProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/avisos/preferencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver mis avisos por correo */
        get: operations["getNoticePreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Elegir mis avisos por correo */
        patch: operations["updateNoticePreferences"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AceptacionInforme: {
            usuario: string;
            nombre: string;
            /** @description Instante ISO */
            fecha: string;
        };
        AdminUsuario: {
            id: number;
            usuario: string;
            correo: string;
            primer_nombre: string;
            segundo_nombre: string | null;
            primer_apellido: string;
            segundo_apellido: string | null;
            tipo: 0 | 1 | 2;
            tipo_nombre: string;
            proveedor_id: number | null;
            proveedor_nombre: string | null;
            cliente_id: number | null;
            cliente_nombre: string | null;
            activo: boolean;
            /** @description Las cuatro partes del nombre, sin las vacías: "Laura Marcela Gómez Rincón" */
            nombre_completo: string;
            sexo: ("M" | "F" | "O") | null;
            telefono: string | null;
            creado_at: string;
            /** @description Informes creados por el usuario: se conservan (sin autor) si se elimina */
            informes_creados: number;
            /** @description Inicio de sesión bloqueado por intentos fallidos (docs/decisions/login-limits.md), para la cuenta o para la cuenta desde una dirección. "Desbloquear" limpia ambos. */
            acceso_bloqueado: boolean;
        };
        AdminUsuarioInput: {
            usuario?: string | null;
            /** Format: email */
            correo?: string | null;
            primer_nombre?: string | null;
            segundo_nombre?: string | null;
            primer_apellido?: string | null;
            segundo_apellido?: string | null;
            /** @enum {integer} */
            tipo?: 0 | 1 | 2;
            proveedor_id?: number | null;
            cliente_id?: number | null;
            /** @enum {string|null} */
            sexo?: "M" | "F" | "O" | null;
            telefono?: string | null;
            password?: string | null;
        };
        AdminUsuarioUpdate: {
            usuario?: string | null;
            /** Format: email */
            correo?: string | null;
            primer_nombre?: string | null;
            segundo_nombre?: string | null;
            primer_apellido?: string | null;
            segundo_apellido?: string | null;
            /** @enum {integer} */
            tipo?: 0 | 1 | 2;
            proveedor_id?: number | null;
            cliente_id?: number | null;
            /** @enum {string|null} */
            sexo?: "M" | "F" | "O" | null;
            telefono?: string | null;
        };
        AdminUsuariosPage: {
            data: components["schemas"]["AdminUsuario"][];
            meta: components["schemas"]["PageMeta"];
        };
        AdminUsuariosStats: {
            total: number;
            administradores: number;
            proveedores: number;
            clientes: number;
            activos: number;
            inactivos: number;
        };
        AlertaFoto: {
            id: number;
            /** @enum {string} */
            tipo: "duplicada" | "casi_duplicada" | "fuera_de_fechas" | "fuera_de_ventana" | "sin_fecha" | "lejos_del_sitio" | "lejos_del_municipio" | "gps_no_coincide" | "ubicacion_manual";
            /** @description El motivo en español, p. ej. "La misma foto (mismos bytes) está también en el informe #12" */
            motivo: string;
            informe_relacionado_id: number | null;
            /** @description null mientras está abierta */
            revision: components["schemas"]["RevisionAlerta"] | null;
        };
        ArchivoInforme: {
            id: number;
            informe_id: number;
            /** @description Nombre del archivo en el dispositivo del usuario (solo para mostrar) */
            nombre: string;
            /** @enum {string} */
            mime: "image/jpeg" | "image/png" | "image/webp";
            tamano: number;
            sha256: string | null;
            latitud: number | null;
            longitud: number | null;
            tiene_metadatos_gps: boolean;
            /** @enum {string} */
            origen_ubicacion: "gps" | "manual" | "ninguna";
            descargas: number;
            descargado_at: string | null;
            creado_at: string;
            url: string;
            miniatura_url: string;
            /** @description El original como adjunto; pedirlo marca la foto como descargada */
            descarga_url: string;
            urls_expiran_at: string;
            evidencia: components["schemas"]["EvidenciaFoto"];
            /** @description Sus alertas, abiertas y revisadas, en el orden de TIPOS_ALERTA_FOTO */
            alertas: components["schemas"]["AlertaFoto"][];
        };
        ArchivosInforme: {
            data: components["schemas"]["ArchivoInforme"][];
        };
        Asignacion: {
            id: number;
            proveedor_id: number;
            cliente_id: number;
            proveedor_nombre: string;
            cliente_nombre: string;
            creado_at: string;
        };
        AsignacionInput: {
            proveedor_id?: number | null;
            cliente_id?: number | null;
        };
        AsignacionesPage: {
            data: components["schemas"]["Asignacion"][];
            meta: components["schemas"]["PageMeta"];
        };
        AuditEvent: {
            id: number;
            usuario: string;
            accion: "CREAR" | "ACTUALIZAR" | "ELIMINAR" | "LOGIN" | "LOGOUT" | "LOGIN_FALLIDO";
            tabla: string;
            registro_id: number | null;
            fecha: string;
            hora: string;
            detalles: string;
        };
        AuditOptions: {
            usuarios: string[];
            entidades: string[];
        };
        AuditPage: {
            data: components["schemas"]["AuditEvent"][];
            meta: components["schemas"]["PageMeta"];
        };
        CambioEstadoInforme: {
            id: number;
            usuario: string;
            /** @description Instante ISO (se muestra en hora de Bogotá) */
            fecha: string;
            /** @enum {string} */
            estado_anterior: "pendiente" | "en_progreso" | "completado" | "cancelado";
            /** @enum {string} */
            estado_nuevo: "pendiente" | "en_progreso" | "completado" | "cancelado";
            comentario: string | null;
            /** @description Presente cuando el cambio es un "Reportar problema" del cliente (docs/decisions/aceptacion-cliente.md) */
            problema: components["schemas"]["ProblemaReportado"] | null;
        };
        CambioEstadoInput: {
            /** @enum {string} */
            estado: "pendiente" | "en_progreso" | "completado" | "cancelado";
            comentario?: string | null;
        };
        Campana: {
            id: number;
            cliente_id: number;
            cliente: string;
            nombre: string;
            descripcion: string | null;
            /** Format: date */
            fecha_inicio: string;
            /** Format: date */
            fecha_fin: string;
            /** @enum {string} */
            estado: "planificada" | "activa" | "finalizada" | "cancelada";
            cancelada_at: string | null;
            motivo_cancelacion: string | null;
            sitios: number;
            informes: number;
            cumplimiento: components["schemas"]["Cumplimiento"];
            aceptacion: {
                usuario: string;
                nombre: string;
                /** @description Instante ISO */
                fecha: string;
            } | null;
            creado_at: string;
        };
        CampanaControl: {
            id: number;
            /** @enum {string} */
            tipo: "instalacion" | "verificacion" | "retiro";
            numero: number;
            /** Format: date */
            desde: string;
            /** Format: date */
            hasta: string;
            /** @enum {string} */
            estado: "pendiente" | "cumplido" | "en_revision" | "atrasado" | "no_aplica";
            cumplido_en: string | null;
        };
        CampanaDetalle: components["schemas"]["Campana"] & {
            lineas: components["schemas"]["CampanaLinea"][];
            por_proveedor: ({
                proveedor_id: number;
                proveedor: string;
            } & components["schemas"]["Cumplimiento"])[];
        };
        CampanaInput: {
            cliente_id: number;
            nombre: string;
            descripcion?: string | null;
            /** Format: date */
            fecha_inicio: string;
            /** Format: date */
            fecha_fin: string;
        };
        CampanaLinea: {
            id: number;
            sitio_id: number;
            sitio_codigo: string;
            sitio_nombre: string;
            latitud: number;
            longitud: number;
            radio_m: number;
            provincia_id: number;
            provincia: string;
            localidad_id: number;
            localidad: string;
            proveedor_id: number;
            proveedor: string;
            servicio_id: number;
            /** @enum {string} */
            sitio_tipo: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
            servicio: string;
            instalacion_dias: number;
            verificacion_cada_dias: number | null;
            retiro_dias: number | null;
            cancelada: boolean;
            informes: number;
            controles: components["schemas"]["CampanaControl"][];
            cumplimiento: components["schemas"]["Cumplimiento"];
        };
        CampanaLineaPatch: {
            proveedor_id?: number;
            servicio_id?: number;
            instalacion_dias?: number;
            verificacion_cada_dias?: number | null;
            retiro_dias?: number | null;
        };
        CampanaLineasAgregadas: {
            agregadas: number;
            rechazadas: {
                sitio: string;
                motivo: string;
            }[];
            campana: components["schemas"]["CampanaDetalle"];
        };
        CampanaLineasInput: {
            sitio_ids?: number[];
            codigos?: string[];
            proveedor_id: number;
            servicio_id: number;
            instalacion_dias: number;
            verificacion_cada_dias?: number | null;
            retiro_dias?: number | null;
        };
        CampanaParaInforme: {
            id: number;
            nombre: string;
            cliente_id: number;
            /** Format: date */
            fecha_inicio: string;
            /** Format: date */
            fecha_fin: string;
            /** @enum {string} */
            estado: "planificada" | "activa" | "finalizada" | "cancelada";
            sitios: {
                linea_id: number;
                sitio_id: number;
                codigo: string;
                nombre: string;
                latitud: number;
                longitud: number;
                radio_m: number;
                provincia_id: number;
                localidad_id: number;
                proveedor_id: number;
                servicio_id: number;
                controles: components["schemas"]["CampanaControl"][];
            }[];
        };
        CampanaPatch: {
            nombre?: string;
            descripcion?: string | null;
            /** Format: date */
            fecha_inicio?: string;
            /** Format: date */
            fecha_fin?: string;
        };
        CampanasPage: {
            data: components["schemas"]["Campana"][];
            meta: components["schemas"]["PageMeta"];
        };
        CancelacionInput: {
            motivo: string;
        };
        CatalogPagination: {
            page: number;
            limit: number;
            total: number;
            totalPages: number;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: string;
        };
        Cliente: {
            id: number;
            razon_social: string;
            direccion: string | null;
            ciudad: string | null;
            provincia_id: number | null;
            provincia: string | null;
            telefono: string | null;
            nif: string | null;
            nombres_representante: string | null;
            apellidos_representante: string | null;
            correo: string | null;
            usuario: string | null;
            sexo: ("Masculino" | "Femenino" | "Otro") | null;
            nombre: string;
        };
        ClienteInput: {
            razon_social: string;
            direccion?: string | null;
            ciudad?: string | null;
            provincia_id?: number | null;
            telefono?: string | null;
            nif?: string | null;
            nombres_representante?: string | null;
            apellidos_representante?: string | null;
            /** Format: email */
            correo?: string | null;
            usuario?: string | null;
            /** @enum {string|null} */
            sexo?: "Masculino" | "Femenino" | "Otro" | null;
        };
        ClientePatch: {
            razon_social?: string;
            direccion?: string | null;
            ciudad?: string | null;
            provincia_id?: number | null;
            telefono?: string | null;
            nif?: string | null;
            nombres_representante?: string | null;
            apellidos_representante?: string | null;
            /** Format: email */
            correo?: string | null;
            usuario?: string | null;
            /** @enum {string|null} */
            sexo?: "Masculino" | "Femenino" | "Otro" | null;
        };
        ContactosMensajes: {
            data: components["schemas"]["PersonaMensaje"][];
        };
        ControlCampana: components["schemas"]["CampanaControl"] & {
            campana_id: number;
            campana: string;
            cliente_id: number;
            cliente: string;
            linea_id: number;
            sitio_id: number;
            sitio_codigo: string;
            sitio_nombre: string;
            latitud: number;
            longitud: number;
            radio_m: number;
            provincia_id: number;
            provincia: string;
            localidad_id: number;
            localidad: string;
            proveedor_id: number;
            proveedor: string;
            servicio_id: number;
            informe_id: number | null;
        };
        ControlesCampanaPage: {
            data: components["schemas"]["ControlCampana"][];
            meta: components["schemas"]["PageMeta"];
        };
        ConversacionDirectaInput: {
            usuario_id: number;
        };
        ConversacionResumen: {
            id: number;
            /** @enum {string} */
            tipo: "informe" | "directa" | "sistema";
            titulo: string;
            informe_id: number | null;
            otro_usuario: components["schemas"]["PersonaMensaje"] | null;
            ultimo_mensaje: {
                texto: string;
                autor_nombre: string | null;
                /** Format: date-time */
                creado_at: string;
            } | null;
            no_leidos: number;
            /** Format: date-time */
            actualizado_at: string;
        };
        ConversacionesPage: {
            data: components["schemas"]["ConversacionResumen"][];
            total: number;
            page: number;
            limit: number;
        };
        Cumplimiento: {
            pendiente: number;
            cumplido: number;
            en_revision: number;
            atrasado: number;
            no_aplica: number;
            debidos: number;
            porcentaje: number | null;
        };
        DashboardSummary: {
            /** @description Informes que el usuario puede ver. */
            informes: number;
            /** @description De ellos, los que tienen fecha de recepción. */
            recibidos: number;
            /** @description De ellos, los que tienen al menos un archivo descargado. */
            descargados: number;
            /** @description Mensajes no leídos (GET /mensajes/no-leidos). */
            mensajes: number;
            /** @description Campañas activas hoy (calendario de Bogotá: no canceladas y con hoy entre su inicio y su fin) que el usuario puede ver: todas para un administrador, las de su cliente para un usuario cliente, aquellas donde su proveedor tiene sitios para un usuario proveedor (las mismas que GET /campanas?estado=activa). */
            campanasActivas: number;
            /** @description Últimos eventos de auditoría: todos para un administrador, los propios para los demás. */
            actividadReciente: components["schemas"]["AuditEvent"][];
        };
        /** @description Lo que el servidor leyó del EXIF del propio archivo (docs/decisions/photo-evidence.md) */
        EvidenciaFoto: {
            tomada_local: string | null;
            tomada_offset: string | null;
            tomada_at: string | null;
            camara_marca: string | null;
            camara_modelo: string | null;
            gps_latitud: number | null;
            gps_longitud: number | null;
        };
        FotoReferenciaInput: {
            archivo_id: number | null;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
            /** @description Campañas en curso hoy (calendario de Bogotá) y no canceladas. */
            campanasActivas: number;
            time: string;
        };
        ImportacionSitios: {
            filas: {
                fila: number;
                codigo: string | null;
                /** @enum {string} */
                accion: "crear" | "actualizar" | "rechazar";
                motivos: string[];
            }[];
            crear: number;
            actualizar: number;
            rechazar: number;
            aplicada: boolean;
        };
        InformeAutor: {
            id: number;
            usuario: string;
            nombre: string;
        };
        InformeDetalle: {
            id: number;
            descripcion: string | null;
            /** @enum {string} */
            estado: "pendiente" | "en_progreso" | "completado" | "cancelado";
            campana: string;
            fecha: string;
            fecha_recepcion: string | null;
            servicio_id: number;
            servicio_nombre: string;
            cliente_id: number;
            cliente_nombre: string;
            proveedor_id: number;
            proveedor_nombre: string;
            provincia_id: number;
            provincia_nombre: string;
            localidad_id: number;
            localidad_nombre: string;
            ubicacion_lugar: string | null;
            archivos_count: number;
            geo_elementos_count: number;
            /** @description Alertas abiertas de sus fotos; 0 con fotos = "Verificado" */
            alertas_count: number;
            /** @description Alertas revisadas por un administrador */
            alertas_revisadas_count: number;
            campana_id: number | null;
            sitio_id: number | null;
            sitio_codigo: string | null;
            sitio_nombre: string | null;
            control_id: number | null;
            control_tipo: ("instalacion" | "verificacion" | "retiro") | null;
            control_numero: number | null;
            creado_por: number | null;
            creado_at: string;
            servicio_precio: number;
            informe_incidencias: string | null;
            autor: components["schemas"]["InformeAutor"] | null;
            actualizado_at: string;
            /** @description Los cambios de estado, del más antiguo al más reciente */
            historial: components["schemas"]["CambioEstadoInforme"][];
            /** @description La aceptación del cliente; null hasta que acepta, y de nuevo si el informe se reabre */
            aceptacion: components["schemas"]["AceptacionInforme"] | null;
        };
        InformeInput: {
            servicio_id: number;
            cliente_id: number;
            proveedor_id: number;
            provincia_id: number;
            localidad_id: number;
            campana: string;
            /** Format: date */
            fecha: string;
            /** Format: date */
            fecha_recepcion?: string | null;
            informe_incidencias?: string | null;
            descripcion?: string | null;
            ubicacion_lugar?: string | null;
            campana_id?: number | null;
            sitio_id?: number | null;
            control_id?: number | null;
        };
        InformeResumen: {
            id: number;
            descripcion: string | null;
            /** @enum {string} */
            estado: "pendiente" | "en_progreso" | "completado" | "cancelado";
            campana: string;
            fecha: string;
            fecha_recepcion: string | null;
            servicio_id: number;
            servicio_nombre: string;
            cliente_id: number;
            cliente_nombre: string;
            proveedor_id: number;
            proveedor_nombre: string;
            provincia_id: number;
            provincia_nombre: string;
            localidad_id: number;
            localidad_nombre: string;
            ubicacion_lugar: string | null;
            archivos_count: number;
            geo_elementos_count: number;
            /** @description Alertas abiertas de sus fotos; 0 con fotos = "Verificado" */
            alertas_count: number;
            /** @description Alertas revisadas por un administrador */
            alertas_revisadas_count: number;
            campana_id: number | null;
            sitio_id: number | null;
            sitio_codigo: string | null;
            sitio_nombre: string | null;
            control_id: number | null;
            control_tipo: ("instalacion" | "verificacion" | "retiro") | null;
            control_numero: number | null;
            creado_por: number | null;
            creado_at: string;
        };
        InformeUpdate: {
            servicio_id?: number;
            cliente_id?: number;
            proveedor_id?: number;
            provincia_id?: number;
            localidad_id?: number;
            campana?: string;
            /** Format: date */
            fecha?: string;
            /** Format: date */
            fecha_recepcion?: string | null;
            informe_incidencias?: string | null;
            descripcion?: string | null;
            ubicacion_lugar?: string | null;
            campana_id?: number | null;
            sitio_id?: number | null;
            control_id?: number | null;
        };
        InformesOpciones: {
            servicios: {
                id: number;
                nombre: string;
                precio: number;
                activo: boolean;
            }[];
            clientes: components["schemas"]["OpcionInforme"][];
            proveedores: components["schemas"]["OpcionInforme"][];
            asignaciones: {
                proveedor_id: number;
                cliente_id: number;
            }[];
            provincias: components["schemas"]["OpcionInforme"][];
        };
        InformesPage: {
            data: components["schemas"]["InformeResumen"][];
            meta: components["schemas"]["PageMeta"];
        };
        Jefe: {
            id: number;
            nombres: string;
            apellidos: string | null;
            proveedor_id: number;
            proveedor_nombre: string;
            creado_at: string;
        };
        JefeInput: {
            nombres: string;
            apellidos?: string | null;
            proveedor_id?: number | null;
        };
        JefesPage: {
            data: components["schemas"]["Jefe"][];
            pagination: components["schemas"]["CatalogPagination"];
        };
        LeidoInput: {
            hasta_id: number;
        };
        Localidad: {
            id: number;
            nombre: string;
            latitud: number | null;
            longitud: number | null;
        };
        LoginRequest: {
            /** @description Nombre de usuario o correo (sin distinguir mayúsculas). */
            usuario: string;
            password: string;
            /** @description "Recordarme": sesión de 30 días en lugar de 12 horas. */
            recordarme?: boolean;
        };
        LoginResponse: {
            token: string;
            usuario: components["schemas"]["SessionUser"];
            /** @description Fecha y hora ISO en que vence la sesión. */
            expiresAt: string;
        };
        Mensaje: {
            id: number;
            conversacion_id: number;
            autor: components["schemas"]["PersonaMensaje"] | null;
            /** @description Texto plano (nunca HTML); '' si fue eliminado */
            texto: string;
            archivo_id: number | null;
            /** Format: date-time */
            creado_at: string;
            eliminado: boolean;
            borrable_hasta: string | null;
        };
        MensajeInput: {
            texto: string;
            archivo_id?: number | null;
        };
        MensajesPage: {
            data: components["schemas"]["Mensaje"][];
            hay_mas: boolean;
        };
        NoLeidos: {
            no_leidos: number;
        };
        NoLeidosTotal: {
            total: number;
        };
        Ok: {
            /** @enum {boolean} */
            ok: true;
            message: string;
        };
        OlvideContrasenaInput: {
            usuario: string;
        };
        OlvideContrasenaResponse: {
            message: string;
        };
        OpcionInforme: {
            id: number;
            nombre: string;
        };
        PageMeta: {
            total: number;
            page: number;
            limit: number;
            totalPages: number;
            hasNextPage: boolean;
            hasPrevPage: boolean;
        };
        PersonaMensaje: {
            id: number;
            nombre: string;
            rol: 0 | 1 | 2;
        };
        PreferenciasAvisos: {
            correo_por_vencer: boolean;
            correo_atrasados: boolean;
            correo_resumen_semanal: boolean;
            correo_disponible: boolean;
        };
        PreferenciasAvisosInput: {
            correo_por_vencer?: boolean;
            correo_atrasados?: boolean;
            correo_resumen_semanal?: boolean;
        };
        ProblemaInformeInput: {
            comentario?: string | null;
            archivo_id?: number | null;
        };
        ProblemaReportado: {
            archivo_id: number | null;
            archivo_nombre: string | null;
        };
        ProblemaSitioInput: {
            comentario: string;
        };
        Proveedor: {
            id: number;
            nombre: string;
            telefono: string | null;
            direccion: string | null;
            ciudad: string | null;
            provincia_id: number | null;
            provincia_nombre: string | null;
            director: string | null;
            correo: string | null;
            usuario: string | null;
            sexo: ("Masculino" | "Femenino" | "Otro") | null;
        };
        ProveedorInput: {
            nombre: string;
            telefono?: string | null;
            direccion?: string | null;
            ciudad?: string | null;
            provincia_id?: number | null;
            director?: string | null;
            /** Format: email */
            correo?: string | null;
            usuario?: string | null;
            /** @enum {string|null} */
            sexo?: "Masculino" | "Femenino" | "Otro" | null;
        };
        ProveedorPatch: {
            nombre?: string;
            telefono?: string | null;
            direccion?: string | null;
            ciudad?: string | null;
            provincia_id?: number | null;
            director?: string | null;
            /** Format: email */
            correo?: string | null;
            usuario?: string | null;
            /** @enum {string|null} */
            sexo?: "Masculino" | "Femenino" | "Otro" | null;
        };
        Provincia: {
            id: number;
            nombre: string;
        };
        ResetPasswordRequest: {
            password?: string | null;
        };
        RestablecerContrasenaInput: {
            token: string;
            nueva: string;
        };
        /** @description La revisión de un administrador: la duda se miró y se resolvió, con un comentario */
        RevisionAlerta: {
            usuario: string;
            /** @description Instante ISO */
            fecha: string;
            comentario: string;
        };
        RevisionAlertaInput: {
            comentario: string;
        };
        Servicio: {
            id: number;
            nombre: string;
            descripcion: string | null;
            precio: number;
            activo: boolean;
            categoria: string | null;
            fecha_creacion: string;
            fecha_actualizacion: string;
        };
        ServicioCreate: {
            nombre: string;
            descripcion?: string | null;
            precio: number;
            activo?: boolean;
            categoria?: string | null;
        };
        ServicioUpdate: {
            nombre?: string;
            descripcion?: string | null;
            precio?: number;
            activo?: boolean;
            categoria?: string | null;
        };
        ServiciosCategorias: {
            categorias: string[];
        };
        ServiciosPage: {
            servicios: components["schemas"]["Servicio"][];
            pagination: components["schemas"]["CatalogPagination"];
        };
        ServiciosStats: {
            total: number;
            activos: number;
            total_categorias: number;
            precio_promedio: number | null;
        };
        SessionUser: {
            id: number;
            usuario: string;
            correo: string;
            primer_nombre: string;
            segundo_nombre: string | null;
            primer_apellido: string;
            segundo_apellido: string | null;
            tipo: 0 | 1 | 2;
            tipo_nombre: string;
            proveedor_id: number | null;
            proveedor_nombre: string | null;
            cliente_id: number | null;
            cliente_nombre: string | null;
            activo: boolean;
        };
        Sitio: {
            id: number;
            codigo: string;
            nombre: string;
            /** @enum {string} */
            tipo: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
            direccion: string | null;
            provincia_id: number;
            provincia: string;
            localidad_id: number;
            localidad: string;
            latitud: number;
            longitud: number;
            radio_m: number;
            proveedor_id: number | null;
            proveedor: string | null;
            activo: boolean;
            notas: string | null;
            foto_referencia_id: number | null;
            foto_referencia_url: string | null;
            foto_referencia_miniatura_url: string | null;
            campanas: number;
            informes: number;
            ultimo_informe: string | null;
            creado_at: string;
        };
        SitioCampana: {
            id: number;
            nombre: string;
            cliente: string;
            /** Format: date */
            fecha_inicio: string;
            /** Format: date */
            fecha_fin: string;
            cancelada: boolean;
        };
        SitioFoto: {
            id: number;
            informe_id: number;
            /** Format: date */
            informe_fecha: string;
            campana: string;
            nombre_original: string;
            tomada_at: string | null;
            latitud: number | null;
            longitud: number | null;
            distancia_m: number | null;
            alertas_pendientes: number;
            url: string;
            miniatura_url: string;
        };
        SitioFotosPage: {
            data: components["schemas"]["SitioFoto"][];
            meta: components["schemas"]["PageMeta"];
        };
        SitioInput: {
            codigo: string;
            nombre: string;
            /** @enum {string} */
            tipo: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
            direccion?: string | null;
            provincia_id: number;
            localidad_id: number;
            latitud: number;
            longitud: number;
            radio_m?: number;
            proveedor_id?: number | null;
            activo?: boolean;
            notas?: string | null;
        };
        SitioPatch: {
            codigo?: string;
            nombre?: string;
            /** @enum {string} */
            tipo?: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
            direccion?: string | null;
            provincia_id?: number;
            localidad_id?: number;
            latitud?: number;
            longitud?: number;
            radio_m?: number;
            proveedor_id?: number | null;
            activo?: boolean;
            notas?: string | null;
        };
        SitioPunto: {
            id: number;
            codigo: string;
            nombre: string;
            /** @enum {string} */
            tipo: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
            latitud: number;
            longitud: number;
            activo: boolean;
        };
        SitiosMapa: {
            data: components["schemas"]["SitioPunto"][];
            total: number;
        };
        SitiosPage: {
            data: components["schemas"]["Sitio"][];
            meta: components["schemas"]["PageMeta"];
        };
        UsuarioActivoInput: {
            activo?: boolean;
        };
        VerificacionFoto: {
            /** @description La huella consultada, en minúsculas */
            sha256: string;
            encontrada: boolean;
            informes: components["schemas"]["VerificacionInforme"][];
            paquete: {
                emitido_at: string;
                informes: number;
                fotos: number;
                /** @description El paquete de una campaña: su nombre cuando se emitió; null para el de un informe o un filtro */
                campana: string | null;
            } | null;
        };
        VerificacionInforme: {
            /** @description Número del informe */
            informe_id: number;
            /** @description Campaña del informe */
            campana: string;
            /** @description Cuándo recibió el informe esa foto (ISO 8601) */
            subida_at: string;
        };
        /** @description Toda respuesta de error: `{ error, message }` y, si el error es de un campo del cuerpo, `campo`. */
        Error: {
            /** @description Código estable del error (snake_case), para el programa */
            error: string;
            /** @description Texto en español, para la persona */
            message: string;
            /** @description El campo del cuerpo al que se refiere el error, si hay uno */
            campo?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `credenciales_incorrectas`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "credenciales_incorrectas";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `demasiados_intentos`, `cuenta_bloqueada`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "demasiados_intentos" | "cuenta_bloqueada";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `servidor_ocupado`, `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servidor_ocupado" | "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `password_requerida`, `password_solo_espacios`, `password_muy_corta`, `password_igual_usuario`, `password_comun`, `current_password_required`, `current_password_incorrect`, `password_igual`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "password_requerida" | "password_solo_espacios" | "password_muy_corta" | "password_igual_usuario" | "password_comun" | "current_password_required" | "current_password_incorrect" | "password_igual";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `demasiados_intentos`, `cuenta_bloqueada`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "demasiados_intentos" | "cuenta_bloqueada";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `servidor_ocupado`, `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servidor_ocupado" | "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OlvideContrasenaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OlvideContrasenaResponse"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestablecerContrasenaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `password_requerida`, `password_solo_espacios`, `password_muy_corta`, `password_igual_usuario`, `password_comun`, `enlace_invalido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "password_requerida" | "password_solo_espacios" | "password_muy_corta" | "password_igual_usuario" | "password_comun" | "enlace_invalido";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `servidor_ocupado`, `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servidor_ocupado" | "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                tipo?: 0 | 1 | 2;
                activo?: boolean;
                sortBy?: "creado_at" | "usuario" | "nombre" | "correo" | "tipo";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuariosPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUsuarioInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuario"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `password_requerida`, `password_solo_espacios`, `password_muy_corta`, `password_igual_usuario`, `password_comun`, `proveedor_inexistente`, `cliente_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "password_requerida" | "password_solo_espacios" | "password_muy_corta" | "password_igual_usuario" | "password_comun" | "proveedor_inexistente" | "cliente_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `usuario_o_correo_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "usuario_o_correo_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `servidor_ocupado`, `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servidor_ocupado" | "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuariosStats"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                search?: string;
                tipo?: 0 | 1 | 2;
                activo?: boolean;
                sortBy?: "creado_at" | "usuario" | "nombre" | "correo" | "tipo";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `propio_usuario`, `ultimo_administrador`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "propio_usuario" | "ultimo_administrador";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUsuarioUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuario"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `proveedor_inexistente`, `cliente_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "proveedor_inexistente" | "cliente_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `usuario_o_correo_existente`, `propio_usuario`, `ultimo_administrador`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "usuario_o_correo_existente" | "propio_usuario" | "ultimo_administrador";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    setUserActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioActivoInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuario"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `propio_usuario`, `ultimo_administrador`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "propio_usuario" | "ultimo_administrador";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    unlockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsuario"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `password_requerida`, `password_solo_espacios`, `password_muy_corta`, `password_igual_usuario`, `password_comun`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "password_requerida" | "password_solo_espacios" | "password_muy_corta" | "password_igual_usuario" | "password_comun";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `servidor_ocupado`, `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servidor_ocupado" | "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                page?: number;
                limit?: 10 | 20 | 50 | 100;
                usuario?: string;
                accion?: "CREAR" | "ACTUALIZAR" | "ELIMINAR" | "LOGIN" | "LOGOUT" | "LOGIN_FALLIDO";
                entidad?: string;
                fechaInicio?: string;
                fechaFin?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`, `rango_fechas_invalido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion" | "rango_fechas_invalido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getAuditFilterOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditOptions"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                usuario?: string;
                accion?: "CREAR" | "ACTUALIZAR" | "ELIMINAR" | "LOGIN" | "LOGOUT" | "LOGIN_FALLIDO";
                entidad?: string;
                fechaInicio?: string;
                fechaFin?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`, `rango_fechas_invalido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion" | "rango_fechas_invalido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listServices: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sortBy?: "fecha_creacion" | "nombre" | "precio";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
                search?: string;
                categoria?: string;
                activo?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiciosPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Servicio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportServices: {
        parameters: {
            query?: {
                sortBy?: "fecha_creacion" | "nombre" | "precio";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
                search?: string;
                categoria?: string;
                activo?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listServiceCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiciosCategorias"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getServiceStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiciosStats"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Servicio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `servicio_en_uso`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "servicio_en_uso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listTeamLeaders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JefesPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createTeamLeader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JefeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jefe"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `proveedor_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "proveedor_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getTeamLeader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jefe"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateTeamLeader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JefeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jefe"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `proveedor_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "proveedor_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteTeamLeader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listProviders: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proveedor"][];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProveedorInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proveedor"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `provincia_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "provincia_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `proveedor_en_uso`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "proveedor_en_uso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProveedorPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proveedor"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `provincia_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "provincia_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cliente"][];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cliente"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `provincia_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "provincia_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `razon_social_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "razon_social_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `cliente_en_uso`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "cliente_en_uso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cliente"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `provincia_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "provincia_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `razon_social_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "razon_social_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listCatalogProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provincia"][];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listLocalities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provinceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Localidad"][];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provincia"][];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listAssignments: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsignacionesPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsignacionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asignacion"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `proveedor_inexistente`, `cliente_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "proveedor_inexistente" | "cliente_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `asignacion_ya_existe`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "asignacion_ya_existe";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listSites: {
        parameters: {
            query?: {
                search?: string;
                tipo?: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
                provincia_id?: number;
                localidad_id?: number;
                proveedor_id?: number;
                activo?: boolean;
                page?: number;
                limit?: 10 | 20 | 50 | 100;
                sortBy?: "codigo" | "nombre" | "localidad" | "creado_at";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitiosPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitioInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sitio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `localidad_fuera_de_provincia`, `lejos_del_municipio`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "localidad_fuera_de_provincia" | "lejos_del_municipio";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `codigo_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "codigo_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    mapSites: {
        parameters: {
            query?: {
                search?: string;
                tipo?: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
                provincia_id?: number;
                localidad_id?: number;
                proveedor_id?: number;
                activo?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitiosMapa"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportSites: {
        parameters: {
            query?: {
                search?: string;
                tipo?: "valla" | "mupi" | "pantalla_digital" | "punto_de_venta" | "otro";
                provincia_id?: number;
                localidad_id?: number;
                proveedor_id?: number;
                activo?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sitio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `sitio_en_uso`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sitio_en_uso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitioPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sitio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `localidad_fuera_de_provincia`, `lejos_del_municipio`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "localidad_fuera_de_provincia" | "lejos_del_municipio";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `codigo_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "codigo_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listSitePhotos: {
        parameters: {
            query?: {
                page?: number;
                limit?: 20 | 50 | 100;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitioFotosPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listSiteCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitioCampana"][];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    setSiteReferencePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FotoReferenciaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sitio"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `foto_con_alertas`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "foto_con_alertas";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    previewSiteImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo CSV (text/csv). */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportacionSitios"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `archivo_invalido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "archivo_invalido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    importSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo CSV (text/csv). */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportacionSitios"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `archivo_invalido`, `importacion_con_errores`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "archivo_invalido" | "importacion_con_errores";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                search?: string;
                cliente_id?: number;
                estado?: "planificada" | "activa" | "finalizada" | "cancelada";
                desde?: string;
                hasta?: string;
                page?: number;
                limit?: 10 | 20 | 50 | 100;
                sortBy?: "fecha_inicio" | "nombre" | "cliente";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanasPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampanaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `cliente_inexistente`, `proveedor_inexistente`, `servicio_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "cliente_inexistente" | "proveedor_inexistente" | "servicio_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listCampaignsForReport: {
        parameters: {
            query?: {
                cliente_id?: number;
                proveedor_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaParaInforme"][];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listCampaignChecks: {
        parameters: {
            query?: {
                campana_id?: number;
                proveedor_id?: number;
                estado?: ("pendiente" | "cumplido" | "en_revision" | "atrasado" | "no_aplica")[];
                por_reportar?: boolean;
                page?: number;
                limit?: 10 | 20 | 50 | 100 | 500;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ControlesCampanaPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportCampaignChecks: {
        parameters: {
            query?: {
                campana_id?: number;
                proveedor_id?: number;
                estado?: ("pendiente" | "cumplido" | "en_revision" | "atrasado" | "no_aplica")[];
                por_reportar?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_con_informes`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_con_informes";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampanaPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_existente`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_existente";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    cancelCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelacionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_cancelada`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_cancelada";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    acceptCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_ya_aceptada`, `campana_no_cumplida`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_ya_aceptada" | "campana_no_cumplida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    addCampaignLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampanaLineasInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaLineasAgregadas"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `cliente_inexistente`, `proveedor_inexistente`, `servicio_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "cliente_inexistente" | "proveedor_inexistente" | "servicio_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `campana_cancelada`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "campana_cancelada";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteCampaignLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                lineaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `linea_con_informes`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "linea_con_informes";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateCampaignLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                lineaId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampanaLineaPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `cliente_inexistente`, `proveedor_inexistente`, `servicio_inexistente`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "cliente_inexistente" | "proveedor_inexistente" | "servicio_inexistente";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    cancelCampaignLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                lineaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `linea_cancelada`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "linea_cancelada";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                page?: number;
                limit?: 10 | 20 | 50 | 100;
                search?: string;
                estado?: string;
                proveedor_id?: number;
                cliente_id?: number;
                servicio_id?: number;
                provincia_id?: number;
                campana_id?: number;
                sitio_id?: number;
                fechaDesde?: string;
                fechaHasta?: string;
                alertas?: "con" | "sin";
                sortBy?: "id" | "fecha" | "creado_at" | "estado" | "cliente" | "proveedor";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformesPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. La misma clave (un UUID por informe) devuelve el informe ya creado, 201 con `Idempotency-Replayed: true`; con otros datos, 422 `clave_idempotencia_reutilizada`. Vale 7 días (docs/decisions/idempotency.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InformeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `servicio_inexistente`, `servicio_inactivo`, `cliente_inexistente`, `proveedor_inexistente`, `provincia_inexistente`, `localidad_inexistente`, `localidad_fuera_de_provincia`, `asignacion_inexistente`, `campana_inexistente`, `campana_cancelada`, `sitio_fuera_de_campana`, `sitio_de_otro_proveedor`, `control_fuera_de_linea`, `clave_idempotencia_invalida`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "servicio_inexistente" | "servicio_inactivo" | "cliente_inexistente" | "proveedor_inexistente" | "provincia_inexistente" | "localidad_inexistente" | "localidad_fuera_de_provincia" | "asignacion_inexistente" | "campana_inexistente" | "campana_cancelada" | "sitio_fuera_de_campana" | "sitio_de_otro_proveedor" | "control_fuera_de_linea" | "clave_idempotencia_invalida";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Clave de idempotencia reutilizada con otros datos. Códigos: `clave_idempotencia_reutilizada`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "clave_idempotencia_reutilizada";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportReports: {
        parameters: {
            query?: {
                search?: string;
                estado?: string;
                proveedor_id?: number;
                cliente_id?: number;
                servicio_id?: number;
                provincia_id?: number;
                campana_id?: number;
                sitio_id?: number;
                fechaDesde?: string;
                fechaHasta?: string;
                alertas?: "con" | "sin";
                sortBy?: "id" | "fecha" | "creado_at" | "estado" | "cliente" | "proveedor";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getReportFilterOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformesOpciones"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_eliminable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_eliminable";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InformeUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `servicio_inexistente`, `servicio_inactivo`, `cliente_inexistente`, `proveedor_inexistente`, `provincia_inexistente`, `localidad_inexistente`, `localidad_fuera_de_provincia`, `asignacion_inexistente`, `campana_inexistente`, `campana_cancelada`, `sitio_fuera_de_campana`, `sitio_de_otro_proveedor`, `control_fuera_de_linea`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "servicio_inexistente" | "servicio_inactivo" | "cliente_inexistente" | "proveedor_inexistente" | "provincia_inexistente" | "localidad_inexistente" | "localidad_fuera_de_provincia" | "asignacion_inexistente" | "campana_inexistente" | "campana_cancelada" | "sitio_fuera_de_campana" | "sitio_de_otro_proveedor" | "control_fuera_de_linea";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_editable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_editable";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    setReportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CambioEstadoInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `comentario_requerido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "comentario_requerido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `transicion_no_permitida`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "transicion_no_permitida";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    acceptReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_ya_aceptado`, `informe_no_completado`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_ya_aceptado" | "informe_no_completado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    reportProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemaInformeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InformeDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `comentario_requerido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "comentario_requerido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_ya_aceptado`, `informe_no_completado`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_ya_aceptado" | "informe_no_completado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listReportFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivosInforme"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    downloadReportFilesZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ZIP con cada original y un CSV de nombre, latitud, longitud y origen de la ubicación */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    uploadReportFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description La foto: JPEG, PNG o WebP, hasta UPLOAD_MAX_MB (`maxLength`, en bytes; más → 413). Un solo archivo por petición.
                     */
                    archivo: string;
                    /** @description Junto con longitud, o ninguna de las dos. */
                    latitud?: number;
                    /** @description Junto con latitud, o ninguna de las dos. */
                    longitud?: number;
                    /**
                     * @description `true` necesita latitud y longitud.
                     * @enum {string}
                     */
                    tiene_metadatos_gps?: "true" | "false";
                    /** @description SHA-256 del archivo en hexadecimal. Si ya está en el informe, responde 200 con esa foto sin leer el archivo. */
                    sha256?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivoInforme"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivoInforme"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`, `sha256_no_coincide`, `solicitud_invalida`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion" | "sha256_no_coincide" | "solicitud_invalida";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_editable`, `maximo_imagenes`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_editable" | "maximo_imagenes";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `archivo_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "archivo_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_permitido`, `formato_heic`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_permitido" | "formato_heic";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Siempre `1.0.0`. */
                "tus-resumable"?: string;
                /** @description Tamaño de la imagen en bytes, obligatorio (no se admite `Upload-Defer-Length`); más de UPLOAD_MAX_MB → 413 `archivo_muy_grande`. */
                "upload-length"?: string;
                /** @description Pares `clave valorBase64` separados por comas: `informe_id` (obligatorio), `sha256` (obligatorio, 64 hex: SHA-256 de la imagen), `filename`, `latitud`, `longitud`, `tiene_metadatos_gps` (`true`/`false`; mismas reglas que los campos de POST /upload); un valor inválido de una de ellas → 400 `validacion`. Cualquier otra clave (`filetype`, y las que envía Uppy: `name`, `type`, `relativePath`…) se acepta y se ignora: no se guarda. Como mucho 20 claves de hasta 64 caracteres (si no, 400 `metadatos_invalidos`). */
                "upload-metadata"?: string;
                /** @description Solo con creation-with-upload: `application/offset+octet-stream` y los primeros bytes en el cuerpo. */
                "content-type"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La imagen ya estaba en el informe (o se completó con creation-with-upload): la imagen guardada */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivoInforme"];
                };
            };
            /** @description Subida creada: `Location: /api/v1/subidas/<id>`, `Upload-Expires`; con creation-with-upload también `Upload-Offset` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Petición inválida. Códigos: `solicitud_invalida`, `validacion`, `sha256_no_coincide`, `longitud_invalida`, `metadatos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "solicitud_invalida" | "validacion" | "sha256_no_coincide" | "longitud_invalida" | "metadatos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_editable`, `maximo_imagenes`, `informe_con_subidas_pendientes`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_editable" | "maximo_imagenes" | "informe_con_subidas_pendientes";
                    };
                };
            };
            /** @description Falta la cabecera del protocolo. Códigos: `version_tus`. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "version_tus";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `archivo_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "archivo_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_permitido`, `formato_heic`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_permitido" | "formato_heic";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `demasiadas_subidas_pendientes`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "demasiadas_subidas_pendientes";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    cancelUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Siempre `1.0.0` (sin ella: 412 `version_tus`). */
                "tus-resumable"?: string;
            };
            path: {
                /** @description Id de la subida: el último segmento de `Location`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subida borrada */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Petición inválida. Códigos: `solicitud_invalida`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "solicitud_invalida";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Falta la cabecera del protocolo. Códigos: `version_tus`. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "version_tus";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    continueUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Siempre `1.0.0`. */
                "tus-resumable"?: string;
                /** @description Byte desde el que sigue este envío: el `Upload-Offset` del último HEAD o PATCH (otro → 409). */
                "upload-offset"?: string;
                /** @description `application/offset+octet-stream`. */
                "content-type"?: string;
            };
            path: {
                /** @description Id de la subida: el último segmento de `Location`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La imagen quedó guardada (último PATCH) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivoInforme"];
                };
            };
            /** @description Bytes recibidos: `Upload-Offset`, `Upload-Expires` */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Petición inválida. Códigos: `solicitud_invalida`, `validacion`, `sha256_no_coincide`, `subida_interrumpida`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "solicitud_invalida" | "validacion" | "sha256_no_coincide" | "subida_interrumpida";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_editable`, `maximo_imagenes`, `desplazamiento_incorrecto`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_editable" | "maximo_imagenes" | "desplazamiento_incorrecto";
                    };
                };
            };
            /** @description Ya no disponible. Códigos: `subida_expirada`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "subida_expirada";
                    };
                };
            };
            /** @description Falta la cabecera del protocolo. Códigos: `version_tus`. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "version_tus";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `archivo_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "archivo_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_permitido`, `formato_heic`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_permitido" | "formato_heic";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getFile: {
        parameters: {
            query: {
                exp: string;
                sig: string;
                descarga?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La imagen original tal como se subió (JPEG, PNG o WebP) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `enlace_invalido`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "enlace_invalido";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Ya no disponible. Códigos: `enlace_expirado`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "enlace_expirado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `informe_no_editable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "informe_no_editable";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getFileThumbnail: {
        parameters: {
            query: {
                exp: string;
                sig: string;
                descarga?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Miniatura WebP sin metadatos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `enlace_invalido`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "enlace_invalido";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Ya no disponible. Códigos: `enlace_expirado`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "enlace_expirado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    reviewFileAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                alertaId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevisionAlertaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivoInforme"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `alerta_ya_revisada`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "alerta_ya_revisada";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    exportReportsProof: {
        parameters: {
            query?: {
                search?: string;
                estado?: string;
                proveedor_id?: number;
                cliente_id?: number;
                servicio_id?: number;
                provincia_id?: number;
                campana_id?: number;
                sitio_id?: number;
                fechaDesde?: string;
                fechaHasta?: string;
                alertas?: "con" | "sin";
                sortBy?: "id" | "fecha" | "creado_at" | "estado" | "cliente" | "proveedor";
                sortOrder?: "ASC" | "DESC" | "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paquete de prueba en PDF: portada con alcance, totales y mapa, cada informe con sus fotos y su evidencia, y el manifiesto (su SHA-256 al pie de cada página) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`, `demasiados_informes`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion" | "demasiados_informes";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getReportProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paquete de prueba en PDF: portada con alcance, totales y mapa, cada informe con sus fotos y su evidencia, y el manifiesto (su SHA-256 al pie de cada página) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getCampaignProofPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paquete de prueba de la campaña en PDF: portada con la campaña, su cumplimiento y la tabla de cumplimiento sitio por sitio, el mapa de sus sitios, cada sitio con sus controles, los informes que los prueban y sus fotos (hora, coordenadas, distancia al sitio, SHA-256), y el manifiesto (su SHA-256 al pie de cada página) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `exportacion_en_curso`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "exportacion_en_curso";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    verifyFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description SHA-256 del original, 64 dígitos hexadecimales (mayúsculas o minúsculas) */
                sha256: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificacionFoto"];
                };
            };
            /** @description Petición inválida. Códigos: `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validacion";
                    };
                };
            };
            /** @description Demasiadas peticiones. Códigos: `demasiados_intentos`. */
            429: {
                headers: {
                    /** @description Segundos que conviene esperar antes de repetir la petición (no llega con `cuenta_bloqueada` ni `base_de_datos_no_disponible`) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "demasiados_intentos";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Busca en el título y en el texto de los mensajes (sin distinguir tildes ni ñ) */
                q?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversacionesPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactosMensajes"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    openDirectConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversacionDirectaInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversacionResumen"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversacionResumen"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Mensajes anteriores a este id */
                antes?: number;
                limit?: number;
                /** @description Solo los mensajes que apuntan a esta foto */
                archivo_id?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensajesPage"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MensajeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`, `archivo_invalido`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion" | "archivo_invalido";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `conversacion_solo_lectura`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "conversacion_solo_lectura";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeidoInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoLeidos"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    countUnreadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoLeidosTotal"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `mensaje_ya_eliminado`, `fuera_de_plazo`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "mensaje_ya_eliminado" | "fuera_de_plazo";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getReportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversacionResumen"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description El último `id:` recibido, para reanudar */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream, abierto hasta que el cliente o la sesión terminan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    reportCampaignSiteProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                lineaId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemaSitioInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampanaDetalle"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Sin permiso. Códigos: `sin_permiso`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sin_permiso";
                    };
                };
            };
            /** @description No encontrado o fuera del alcance del usuario. Códigos: `no_encontrado`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_encontrado";
                    };
                };
            };
            /** @description Conflicto con el estado actual. Códigos: `sitio_sin_informe_completado`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "sitio_sin_informe_completado";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    getNoticePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferenciasAvisos"];
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
    updateNoticePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferenciasAvisosInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferenciasAvisos"];
                };
            };
            /** @description Petición inválida. Códigos: `datos_invalidos`, `json_invalido`, `validacion`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "datos_invalidos" | "json_invalido" | "validacion";
                    };
                };
            };
            /** @description No autenticado. Códigos: `no_autenticado`, `sesion_invalida`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "no_autenticado" | "sesion_invalida";
                    };
                };
            };
            /** @description Demasiado grande. Códigos: `contenido_muy_grande`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "contenido_muy_grande";
                    };
                };
            };
            /** @description Tipo de contenido no admitido. Códigos: `tipo_no_soportado`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "tipo_no_soportado";
                    };
                };
            };
            /** @description Error interno del servidor. Códigos: `error_interno`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "error_interno";
                    };
                };
            };
            /** @description Servicio no disponible por ahora. Códigos: `base_de_datos_no_disponible`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "base_de_datos_no_disponible";
                    };
                };
            };
        };
    };
}
